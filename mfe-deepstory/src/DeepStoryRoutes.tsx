import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Skeleton } from '@portal/shared-ui';
import { DESIGN_PAGES } from './features/design/designPages';

const DeepStoryPage = lazy(() => import('./pages/DeepStoryPage'));
const DesignPage = lazy(() => import('./pages/DesignPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * The remote's routes without a router, so tests can render them in a MemoryRouter.
 * Discovery and the AI storyboard routes under it are not built yet and fall through to
 * the Deep Story not-found page; paths outside /deepstory belong to other remotes.
 */
export function DeepStoryRoutes(): ReactElement {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Routes>
        <Route path={ROUTES.deepStory} element={<DeepStoryPage />} />
        {DESIGN_PAGES.map((page) => (
          <Route key={page.key} path={page.path} element={<DesignPage page={page} />} />
        ))}
        <Route path={`${ROUTES.deepStory}/*`} element={<NotFoundPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
