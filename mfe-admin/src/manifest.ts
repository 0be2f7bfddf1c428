import { ROUTES, defineManifest, pagePreloader, type RemoteManifest } from '@portal/shared-contracts/core';
import { ADMIN_LABELS } from '@portal/shared-contracts/admin';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';
import { PAGES } from './pages';

/** Routes and nav items this remote owns (exposed as ./manifest); the admin role comes from its area. */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-admin',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { path: ROUTES.admin, title: ADMIN_LABELS.page },
    { path: ROUTES.adminUsers, title: ADMIN_LABELS.page },
    { path: ROUTES.adminUser, title: ADMIN_LABELS.page },
    { path: ROUTES.adminAudit, title: ADMIN_LABELS.page },
    { path: ROUTES.adminRemotes, title: ADMIN_LABELS.page },
  ],
  nav: [],
});
/** Starts the page's chunk as soon as the host has this module (docs/adr/049). */
export const preload = pagePreloader(Object.values(PAGES));
export default manifest;
