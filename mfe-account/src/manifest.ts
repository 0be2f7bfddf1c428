import { ROUTES, defineManifest, type RemoteManifest } from '@portal/shared-contracts/core';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';

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
export default manifest;
