import { Suspense, type ReactElement } from 'react';
import { ROUTES, pagePreloader } from '@portal/shared-contracts/core';
import { PageLoading, lazyComponent } from '@portal/shared-ui';
import { Route, Routes } from '@portal/shared-ui/router';
import { AdminLayout } from './features/admin-layout';
import { PAGES } from './pages';

const dashboardPage = lazyComponent(PAGES.dashboard.load);
const usersPage = lazyComponent(PAGES.users.load);
const userPage = lazyComponent(PAGES.user.load);
const auditLogPage = lazyComponent(PAGES.audit.load);
const remotesPage = lazyComponent(PAGES.remotes.load);
const DashboardPage = dashboardPage.Component;
const UsersPage = usersPage.Component;
const UserPage = userPage.Component;
const AuditLogPage = auditLogPage.Component;
const RemotesPage = remotesPage.Component;

/**
 * Loads the page chunk of `pathname` while the remote mounts; settles once it is in or failed.
 * Through the lazy components' loads, so a page preloaded renders without suspending.
 */
export const preload = pagePreloader([
  { path: PAGES.dashboard.path, load: dashboardPage.load },
  { path: PAGES.users.path, load: usersPage.load },
  { path: PAGES.user.path, load: userPage.load },
  { path: PAGES.audit.path, load: auditLogPage.load },
  { path: PAGES.remotes.path, load: remotesPage.load },
]);

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
