// The user page's store parts, for store.ts: importing them pulls no UI in.
export { userDetailSlice } from './slice';
export { userDetailSaga } from './sagas';
