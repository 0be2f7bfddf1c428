import { ROUTES, type PageChunk } from '@portal/shared-contracts/core';

/**
 * Every page is its own chunk. The router renders them (AppRoutes.tsx) and the manifest
 * module's `preload` starts the current one's download early (docs/adr/049).
 */
export const PAGES = [
  { path: ROUTES.storyboards, load: () => import('./pages/StoryboardsPage') },
  { path: ROUTES.storyboard, load: () => import('./pages/StoryboardDetailPage') },
  { path: ROUTES.videos, load: () => import('./pages/VideosPage') },
  { path: ROUTES.storymaker, load: () => import('./pages/StorymakerPage') },
  { path: ROUTES.storymakerStoryboard, load: () => import('./pages/StorymakerStoryboardPage') },
  { path: ROUTES.storymakerAsset, load: () => import('./pages/ReusableAssetPage') },
  { path: ROUTES.requestForm, load: () => import('./pages/RequestFormPage') },
] as const satisfies readonly PageChunk[];
