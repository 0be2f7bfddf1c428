import { ROUTES, type PageChunk } from '@portal/shared-contracts/core';

/**
 * Every page is its own chunk. The router renders them (AppRoutes.tsx) and the manifest
 * module's `preload` starts the current one's download early (docs/adr/049).
 */
export const PAGES = [
  { path: ROUTES.login, load: () => import('./features/login/LoginPage') },
  { path: ROUTES.createUser, load: () => import('./features/sign-up/SignUpPage') },
  { path: ROUTES.subscription, load: () => import('./features/billing/SubscriptionHubPage') },
] as const satisfies readonly PageChunk[];
