// The route's lazy chunk (lazyRoutes needs a default export): the storyboard detail feature's page.
export { StoryboardDetailPage as default } from '../features/storyboard-detail/StoryboardDetailPage';
