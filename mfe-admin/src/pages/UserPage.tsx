import type { ReactElement } from 'react';

/** Filled in by its feature (issue 16). */
export default function UserPage(): ReactElement {
  return <section aria-label="User" />;
}
