import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts';
import { PageLoading } from '@portal/shared-ui';
import { DESIGN_PAGES } from './features/design/designPages';

const loadDeepStoryPage = () => import('./pages/DeepStoryPage');
const loadDesignPage = () => import('./pages/DesignPage');
const loadDiscoveryPage = () => import('./pages/DiscoveryPage');
const loadSeriesPage = () => import('./pages/SeriesPage');
const loadAiStoryboardPage = () => import('./pages/AiStoryboardPage');
const loadFilmAiPage = () => import('./pages/FilmAiPage');
const DeepStoryPage = lazy(loadDeepStoryPage);
const DesignPage = lazy(loadDesignPage);
const DiscoveryPage = lazy(loadDiscoveryPage);
const SeriesPage = lazy(loadSeriesPage);
const AiStoryboardPage = lazy(loadAiStoryboardPage);
const FilmAiPage = lazy(loadFilmAiPage);
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The Deep Story pages by path (one line a page): each is its own chunk. */
const PAGE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  [ROUTES.deepStory]: loadDeepStoryPage,
  [ROUTES.discovery]: loadDiscoveryPage,
  [ROUTES.series]: loadSeriesPage,
  [ROUTES.aiStoryboard]: loadAiStoryboardPage,
  [ROUTES.filmAi]: loadFilmAiPage,
};

/** Starts loading the page chunk of `pathname` while the remote mounts. */
export function preload(pathname: string): void {
  const load = PAGE_LOADERS[pathname] ?? (DESIGN_PAGES.some((page) => page.path === pathname) ? loadDesignPage : undefined);
  void load?.().catch(() => undefined);
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
