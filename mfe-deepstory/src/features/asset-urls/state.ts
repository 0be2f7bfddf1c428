// The signed URL store parts, for store.ts: importing them pulls no UI in.
export { signedUrlsSlice } from './slice';
export { signedUrlsSaga } from './sagas';
