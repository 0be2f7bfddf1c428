import type { ReactElement } from 'react';

/** Filled in by its feature (issue 16). */
export default function UsersPage(): ReactElement {
  return <section aria-label="Users" />;
}
