// The Remotes tab's store parts, for store.ts: importing them pulls no UI in.
export { remoteOpsSlice } from './slice';
export { remoteOpsSaga } from './sagas';
