// Signed URLs of private and protected media (POST .../asset-urls) for the remote's
// features: the storymaker's side panel and the reusable asset page use them, and any
// other feature that shows private media can.
export { useAssetView, isSignedKey, type AssetView, type AssetViewResult } from './useAssetView';
export { AssetMedia, HLS_TYPE, type AssetMediaProps } from './AssetMedia';
export { assetUrlsSlice, assetUrlsSaga } from './state';
