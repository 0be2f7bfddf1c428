import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';

/** Every page is its own chunk. */
export const { pages, preload } = lazyRoutes([
  { path: ROUTES.login, load: () => import('./features/login/LoginPage') },
  { path: ROUTES.createUser, load: () => import('./features/sign-up/SignUpPage') },
  { path: ROUTES.subscription, load: () => import('./features/billing/SubscriptionHubPage') },
]);

export function AppRoutes(): ReactElement {
  return <RemoteRoutes pages={pages} />;
}
