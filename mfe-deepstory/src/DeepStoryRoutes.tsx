import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui/router';
import { ROUTES, pagePreloader } from '@portal/shared-contracts/core';
import { PageLoading, lazyComponent } from '@portal/shared-ui';
import { DESIGN_PAGES } from './features/design/designPages';
import { PAGE_LOADS, pageChunks } from './pages';

const deepStoryPage = lazyComponent(PAGE_LOADS.deepStory);
const designPage = lazyComponent(PAGE_LOADS.design);
const discoveryPage = lazyComponent(PAGE_LOADS.discovery);
const seriesPage = lazyComponent(PAGE_LOADS.series);
const aiStoryboardPage = lazyComponent(PAGE_LOADS.aiStoryboard);
const filmAiPage = lazyComponent(PAGE_LOADS.filmAi);
const DeepStoryPage = deepStoryPage.Component;
const DesignPage = designPage.Component;
const DiscoveryPage = discoveryPage.Component;
const SeriesPage = seriesPage.Component;
const AiStoryboardPage = aiStoryboardPage.Component;
const FilmAiPage = filmAiPage.Component;
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/**
 * Loads the page chunk of `pathname` while the remote mounts; settles once it is in or failed.
 * Through the lazy components' loads, so a page preloaded renders without suspending.
 */
export const preload = pagePreloader(
  pageChunks({
    deepStory: deepStoryPage.load,
    discovery: discoveryPage.load,
    series: seriesPage.load,
    aiStoryboard: aiStoryboardPage.load,
    filmAi: filmAiPage.load,
    design: designPage.load,
  }),
);

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
