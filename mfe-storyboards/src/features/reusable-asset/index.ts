// What the reusable asset feature (001 §2 "Reusable asset page") offers the remote. Its page
// is loaded lazily by pages/ReusableAssetPage.tsx, so the store does not pull the page's
// code in. Other features may ask for a new reusable asset (an upload kept as an asset)
// and follow the asset's changes through these actions.
export { reusableAssetSlice, reusableAssetSaga } from './state';
export {
  reusableAssetCreationRequested,
  reusableAssetCreated,
  reusableAssetSaved,
  reusableAssetDeleted,
  type NewReusableAsset,
} from './slice';
export { reusableAssetHref, CUSTOMER_PARAM } from './links';
