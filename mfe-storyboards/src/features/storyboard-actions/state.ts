// The action bar's store parts, for store.ts: importing them does not pull the bar's UI in.
export { storyboardActionsSlice } from './slice';
export { storyboardActionsSaga } from './sagas';
