// The admin actions' store parts, for store.ts: importing them pulls no UI in.
export { adminActionsSlice } from './slice';
export { adminActionsSaga } from './sagas';
