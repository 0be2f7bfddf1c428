import type { ReactElement } from 'react';
import { Dashboard } from '../features/dashboard';

/** /admin: the Dashboard tab of the admin page (002 §2; docs/adr/032). */
function DashboardPage(): ReactElement {
  return <Dashboard />;
}

// The route's lazy chunk (React.lazy needs a default export).
export default DashboardPage;
