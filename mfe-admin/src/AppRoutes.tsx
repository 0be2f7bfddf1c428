import type { ReactElement } from 'react';
import { BrowserRouter } from '@portal/shared-ui/router';
import { AdminRoutes } from './AdminRoutes';

export { preload } from './AdminRoutes';

/** The remote's root: its routes in the browser's history; every tab is a lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}
