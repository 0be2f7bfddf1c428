// The audit log tab (ours, docs/adr/031): every admin action, who did it to whom, when and
// how it ended; pages/AuditLogPage.tsx shows it. store.ts takes the slice and the saga (./state).
export { AuditLog } from './components/AuditLog';
export { auditLogSlice } from './slice';
export { auditLogSaga } from './sagas';
