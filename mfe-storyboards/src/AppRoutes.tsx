import type { ReactElement } from 'react';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';
import { UploadLeaveGuard } from './features/uploads/root';
import { PAGES } from './pages';

export const { pages, preload } = lazyRoutes(PAGES);

/** The pages, and the upload's leave warning, which outlives the page that started the upload. */
export function AppRoutes(): ReactElement {
  return (
    <>
      <RemoteRoutes pages={pages} />
      <UploadLeaveGuard />
    </>
  );
}
