import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { PageLoading, lazyComponent } from '@portal/shared-ui';
import { DESIGN_PAGES } from './features/design/designPages';

const deepStoryPage = lazyComponent(() => import('./pages/DeepStoryPage'));
const designPage = lazyComponent(() => import('./pages/DesignPage'));
const discoveryPage = lazyComponent(() => import('./pages/DiscoveryPage'));
const seriesPage = lazyComponent(() => import('./pages/SeriesPage'));
const aiStoryboardPage = lazyComponent(() => import('./pages/AiStoryboardPage'));
const filmAiPage = lazyComponent(() => import('./pages/FilmAiPage'));
const DeepStoryPage = deepStoryPage.Component;
const DesignPage = designPage.Component;
const DiscoveryPage = discoveryPage.Component;
const SeriesPage = seriesPage.Component;
const AiStoryboardPage = aiStoryboardPage.Component;
const FilmAiPage = filmAiPage.Component;
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The Deep Story pages by path (one line a page): each is its own chunk. */
const PAGE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  [ROUTES.deepStory]: deepStoryPage.load,
  [ROUTES.discovery]: discoveryPage.load,
  [ROUTES.series]: seriesPage.load,
  [ROUTES.aiStoryboard]: aiStoryboardPage.load,
  [ROUTES.filmAi]: filmAiPage.load,
};

/** Loads the page chunk of `pathname` while the remote mounts; settles once it is in or failed. */
export async function preload(pathname: string): Promise<void> {
  const load = PAGE_LOADERS[pathname] ?? (DESIGN_PAGES.some((page) => page.path === pathname) ? designPage.load : undefined);
  await load?.().catch(() => undefined);
}

/**
 * The remote's routes without a router, so tests can render them in a MemoryRouter.
 * Any other /deepstory path is the Deep Story not-found page; paths outside /deepstory
 * belong to other remotes.
 */
export function DeepStoryRoutes(): ReactElement {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={ROUTES.deepStory} element={<DeepStoryPage />} />
        <Route path={ROUTES.discovery} element={<DiscoveryPage />} />
        <Route path={ROUTES.series} element={<SeriesPage />} />
        <Route path={ROUTES.aiStoryboard} element={<AiStoryboardPage />} />
        <Route path={ROUTES.filmAi} element={<FilmAiPage />} />
        {DESIGN_PAGES.map((page) => (
          <Route key={page.key} path={page.path} element={<DesignPage page={page} />} />
        ))}
        <Route path={`${ROUTES.deepStory}/*`} element={<NotFoundPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
