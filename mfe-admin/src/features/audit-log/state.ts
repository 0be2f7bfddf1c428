// The audit log's store parts, for store.ts: importing them pulls no UI in.
export { auditLogSlice } from './slice';
export { auditLogSaga } from './sagas';
