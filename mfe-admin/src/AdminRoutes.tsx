import { lazy, Suspense, type ReactElement } from 'react';
import { ROUTES, matchPath } from '@portal/shared-contracts';
import { PageLoading } from '@portal/shared-ui';
import { Route, Routes } from '@portal/shared-ui/router';
import { AdminLayout } from './features/admin-layout';

const loadDashboardPage = () => import('./pages/DashboardPage');
const loadUsersPage = () => import('./pages/UsersPage');
const loadUserPage = () => import('./pages/UserPage');
const loadAuditLogPage = () => import('./pages/AuditLogPage');
const loadRemotesPage = () => import('./pages/RemotesPage');
const DashboardPage = lazy(loadDashboardPage);
const UsersPage = lazy(loadUsersPage);
const UserPage = lazy(loadUserPage);
const AuditLogPage = lazy(loadAuditLogPage);
const RemotesPage = lazy(loadRemotesPage);

/** Starts loading the page chunk of `pathname` while the remote mounts. */
export function preload(pathname: string): void {
  const path = pathname.replace(/\/+$/, '');
  const load =
    path === ROUTES.admin
      ? loadDashboardPage
      : path === ROUTES.adminUsers
        ? loadUsersPage
        : path === ROUTES.adminAudit
          ? loadAuditLogPage
          : path === ROUTES.adminRemotes
            ? loadRemotesPage
            : matchPath(ROUTES.adminUser, path)
            ? loadUserPage
            : undefined;
  void load?.().catch(() => undefined);
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
