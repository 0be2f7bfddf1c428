import type { ReactElement } from 'react';
import { BrowserRouter } from '@portal/shared-ui/router';
import { DeepStoryRoutes } from './DeepStoryRoutes';

/** The remote's root: its routes in the browser's history; every page is a lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <DeepStoryRoutes />
    </BrowserRouter>
  );
}
