// The reusable asset page's store parts, for store.ts: importing them does not pull the page's UI in.
export { reusableAssetSlice } from './slice';
export { reusableAssetSaga } from './sagas';
