// The Dashboard tab's store parts, for store.ts: importing them pulls no UI in.
export { dashboardSlice } from './slice';
export { dashboardSaga } from './sagas';
