// The route's lazy chunk (lazyRoutes needs a default export): the brief feature's request page.
export { RequestFormPage as default } from '../features/brief/RequestFormPage';
