// The route's lazy chunk (lazyRoutes needs a default export): the My Storyboards feature's page.
export { StoryboardListPage as default } from '../features/storyboard-list/StoryboardListPage';
