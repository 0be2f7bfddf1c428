// The route's lazy chunk (lazyRoutes needs a default export): the reusable asset feature's page.
export { ReusableAssetPage as default } from '../features/reusable-asset/ReusableAssetPage';
