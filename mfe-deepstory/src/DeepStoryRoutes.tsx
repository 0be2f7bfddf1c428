import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts';
import { PageLoading } from '@portal/shared-ui';
import { DESIGN_PAGES } from './features/design/designPages';

const loadDeepStoryPage = () => import('./pages/DeepStoryPage');
const loadDesignPage = () => import('./pages/DesignPage');
const DeepStoryPage = lazy(loadDeepStoryPage);
const DesignPage = lazy(loadDesignPage);

/** Starts loading the page chunk of `pathname` while the remote mounts. */
export function preload(pathname: string): void {
  if (pathname === ROUTES.deepStory) void loadDeepStoryPage().catch(() => undefined);
  else if (DESIGN_PAGES.some((page) => page.path === pathname)) void loadDesignPage().catch(() => undefined);
}
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * The remote's routes without a router, so tests can render them in a MemoryRouter.
 * Discovery and the AI storyboard routes under it are not built yet and fall through to
 * the Deep Story not-found page; paths outside /deepstory belong to other remotes.
 */
export function DeepStoryRoutes(): ReactElement {
  return (
    <Suspense fallback={<PageLoading />}>
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
