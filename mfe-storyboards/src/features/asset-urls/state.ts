// The signed URL store parts, for store.ts: importing them does not pull any UI in.
export { assetUrlsSlice } from './slice';
export { assetUrlsSaga } from './sagas';
