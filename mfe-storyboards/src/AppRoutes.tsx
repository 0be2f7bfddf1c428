import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';
import { UploadLeaveGuard } from './features/uploads/root';

/** Every page is its own chunk. */
export const { pages, preload } = lazyRoutes([
  { path: ROUTES.storyboards, load: () => import('./pages/StoryboardsPage') },
  { path: ROUTES.storyboard, load: () => import('./pages/StoryboardDetailPage') },
  { path: ROUTES.videos, load: () => import('./pages/VideosPage') },
  { path: ROUTES.storymaker, load: () => import('./pages/StorymakerPage') },
  { path: ROUTES.storymakerStoryboard, load: () => import('./pages/StorymakerStoryboardPage') },
  { path: ROUTES.storymakerAsset, load: () => import('./pages/ReusableAssetPage') },
  { path: ROUTES.requestForm, load: () => import('./pages/RequestFormPage') },
]);

/** The pages, and the upload's leave warning, which outlives the page that started the upload. */
export function AppRoutes(): ReactElement {
  return (
    <>
      <RemoteRoutes pages={pages} />
      <UploadLeaveGuard />
    </>
  );
}
