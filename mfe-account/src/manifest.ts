import { ROUTES, defineManifest, pagePreloader, type RemoteManifest } from '@portal/shared-contracts/core';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';
import { PAGES } from './pages';

/** Routes and nav items this remote owns (exposed as ./manifest). */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-account',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { path: ROUTES.login, title: 'Login' },
    { path: ROUTES.createUser, title: 'Sign Up' },
    { path: ROUTES.subscription, title: 'Subscription' },
  ],
  nav: [],
});
/** Starts the page's chunk as soon as the host has this module (docs/adr/049). */
export const preload = pagePreloader(PAGES);
export default manifest;
