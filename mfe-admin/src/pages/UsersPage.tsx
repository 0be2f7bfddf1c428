import type { ReactElement } from 'react';
import { InvoicesSection } from '../features/invoices';
import { UsersSection } from '../features/users';

/** /admin/users (002 §2): the Users tab: the users with their payment data, and the invoices of the date range. */
function UsersPage(): ReactElement {
  return (
    <>
      <UsersSection />
      <InvoicesSection />
    </>
  );
}

// The route's lazy chunk (React.lazy needs a default export).
export default UsersPage;
