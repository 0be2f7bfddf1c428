import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Skeleton } from '@portal/shared-ui';

const AdminPage = lazy(() => import('./pages/AdminPage'));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Routes>
          <Route path={ROUTES.admin} element={<AdminPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
