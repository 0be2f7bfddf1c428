// The brief's store parts, for store.ts: importing them does not pull the modal's UI in.
export { briefSlice } from './slice';
export { briefSaga } from './sagas';
