// The users list's store parts, for store.ts: importing them pulls no UI in.
export { usersSlice } from './slice';
export { usersSaga } from './sagas';
