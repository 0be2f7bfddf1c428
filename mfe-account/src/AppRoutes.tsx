import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Skeleton } from '@portal/shared-ui';

const LoginPage = lazy(() => import('./pages/LoginPage'));
const SignUpPage = lazy(() => import('./pages/SignUpPage'));
const SubscriptionPage = lazy(() => import('./pages/SubscriptionPage'));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Routes>
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.createUser} element={<SignUpPage />} />
          <Route path={ROUTES.subscription} element={<SubscriptionPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
