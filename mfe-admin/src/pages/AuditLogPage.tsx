import type { ReactElement } from 'react';

/** Filled in by its feature (issue 16). */
export default function AuditLogPage(): ReactElement {
  return <section aria-label="AuditLog" />;
}
