import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Skeleton } from '@portal/shared-ui';

const StoryboardsPage = lazy(() => import('./pages/StoryboardsPage'));
const StoryboardDetailPage = lazy(() => import('./pages/StoryboardDetailPage'));
const VideosPage = lazy(() => import('./pages/VideosPage'));
const StorymakerPage = lazy(() => import('./pages/StorymakerPage'));
const StorymakerStoryboardPage = lazy(() => import('./pages/StorymakerStoryboardPage'));
const ReusableAssetPage = lazy(() => import('./pages/ReusableAssetPage'));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Routes>
          <Route path={ROUTES.storyboards} element={<StoryboardsPage />} />
          <Route path={ROUTES.storyboard} element={<StoryboardDetailPage />} />
          <Route path={ROUTES.videos} element={<VideosPage />} />
          <Route path={ROUTES.storymaker} element={<StorymakerPage />} />
          <Route path={ROUTES.storymakerStoryboard} element={<StorymakerStoryboardPage />} />
          <Route path={ROUTES.storymakerAsset} element={<ReusableAssetPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
