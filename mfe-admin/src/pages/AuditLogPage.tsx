import type { ReactElement } from 'react';
import { AuditLog } from '../features/audit-log';

/** /admin/audit: the audit log tab of the admin page (ours, docs/adr/031). */
function AuditLogPage(): ReactElement {
  return <AuditLog />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default AuditLogPage;
