// The asset download's store parts, for store.ts.
export { assetDownloadSlice } from './slice';
export { assetDownloadSaga } from './sagas';
