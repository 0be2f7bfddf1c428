import { Suspense, type ReactElement } from 'react';
import { ROUTES, matchPath } from '@portal/shared-contracts/core';
import { PageLoading, lazyComponent } from '@portal/shared-ui';
import { Route, Routes } from '@portal/shared-ui/router';
import { AdminLayout } from './features/admin-layout';

// The dashboard always draws charts: recharts loads beside its chunk, not after it renders.
const dashboardPage = lazyComponent(() =>
  Promise.all([import('./pages/DashboardPage'), import('@portal/shared-ui/charts').then((charts) => charts.preloadCharts())]).then(([page]) => page),
);
const usersPage = lazyComponent(() => import('./pages/UsersPage'));
const userPage = lazyComponent(() => import('./pages/UserPage'));
const auditLogPage = lazyComponent(() => import('./pages/AuditLogPage'));
const remotesPage = lazyComponent(() => import('./pages/RemotesPage'));
const DashboardPage = dashboardPage.Component;
const UsersPage = usersPage.Component;
const UserPage = userPage.Component;
const AuditLogPage = auditLogPage.Component;
const RemotesPage = remotesPage.Component;

/** Loads the page chunk of `pathname` while the remote mounts; settles once it is in or failed. */
export async function preload(pathname: string): Promise<void> {
  const path = pathname.replace(/\/+$/, '');
  const load =
    path === ROUTES.admin
      ? dashboardPage.load
      : path === ROUTES.adminUsers
        ? usersPage.load
        : path === ROUTES.adminAudit
          ? auditLogPage.load
          : path === ROUTES.adminRemotes
            ? remotesPage.load
            : matchPath(ROUTES.adminUser, path)
            ? userPage.load
            : undefined;
  await load?.().catch(() => undefined);
}

/**
 * The admin remote's routes without a router (tests render them in a MemoryRouter): the
 * tabs of /admin in one frame, each tab a lazy chunk; any other /admin path shows the
 * dashboard's frame with the Users tab's not-found user page.
 */
export function AdminRoutes(): ReactElement {
  return (
    <Routes>
      <Route path={ROUTES.admin} element={<AdminLayout />}>
        <Route index element={<Suspense fallback={<PageLoading />}><DashboardPage /></Suspense>} />
        <Route path="users" element={<Suspense fallback={<PageLoading />}><UsersPage /></Suspense>} />
        <Route path="users/:username" element={<Suspense fallback={<PageLoading />}><UserPage /></Suspense>} />
        <Route path="audit" element={<Suspense fallback={<PageLoading />}><AuditLogPage /></Suspense>} />
        <Route path="remotes" element={<Suspense fallback={<PageLoading />}><RemotesPage /></Suspense>} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
