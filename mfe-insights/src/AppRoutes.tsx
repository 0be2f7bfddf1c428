import type { ReactElement } from 'react';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';
import { PAGES } from './pages';

export const { pages, preload } = lazyRoutes(PAGES);

export function AppRoutes(): ReactElement {
  return <RemoteRoutes pages={pages} />;
}
