// Asset download of the videos library (001 §2 tools panel "Download", §7 "packed request
// for selected assets; zip named asset.zip", §8 toasts): dispatch
// `assetDownloadRequested(assetIds)` (an admin adds the assets' customer id, one request
// per customer); the saga toasts, follows the packing and starts the browser's download.
// store.ts takes the slice and saga from ./state.
export {
  assetDownloadRequested,
  selectAssetDownloadRequesting,
  selectAssetDownloadsPacking,
  type AssetDownloadState,
  type PackingDownload,
} from './slice';
export { assetDownloadSlice, assetDownloadSaga } from './state';
