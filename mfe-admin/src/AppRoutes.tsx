import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';

/** Every page is its own chunk. */
export const { pages, preload } = lazyRoutes([
  { path: ROUTES.admin, load: () => import('./pages/AdminPage') },
]);

export function AppRoutes(): ReactElement {
  return <RemoteRoutes pages={pages} />;
}
