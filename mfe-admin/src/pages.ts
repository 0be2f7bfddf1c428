import { ROUTES, type PageChunk } from '@portal/shared-contracts/core';

/** The dashboard always draws charts: recharts loads beside its chunk, not after it renders. */
const loadDashboardPage = () =>
  Promise.all([import('./pages/DashboardPage'), import('@portal/shared-ui/charts').then((charts) => charts.preloadCharts())]).then(([page]) => page);

/**
 * The admin tabs' pages, each its own chunk. The routes render them (AdminRoutes.tsx) and
 * the manifest module's `preload` starts the current one's download early (docs/adr/049).
 */
export const PAGES = {
  dashboard: { path: ROUTES.admin, load: loadDashboardPage },
  users: { path: ROUTES.adminUsers, load: () => import('./pages/UsersPage') },
  user: { path: ROUTES.adminUser, load: () => import('./pages/UserPage') },
  audit: { path: ROUTES.adminAudit, load: () => import('./pages/AuditLogPage') },
  remotes: { path: ROUTES.adminRemotes, load: () => import('./pages/RemotesPage') },
} as const satisfies Readonly<Record<string, PageChunk>>;
