import { ROUTES, type PageChunk } from '@portal/shared-contracts/core';
import { DESIGN_PAGES } from './features/design/designPages';

/** Each Deep Story page's chunk; the design page serves every design stage's path. */
export const PAGE_LOADS = {
  deepStory: () => import('./pages/DeepStoryPage'),
  discovery: () => import('./pages/DiscoveryPage'),
  series: () => import('./pages/SeriesPage'),
  aiStoryboard: () => import('./pages/AiStoryboardPage'),
  filmAi: () => import('./pages/FilmAiPage'),
  design: () => import('./pages/DesignPage'),
} as const;

export type PageLoads = { readonly [K in keyof typeof PAGE_LOADS]: PageChunk['load'] };

/**
 * Every path with its page's load: the routes render the pages (DeepStoryRoutes.tsx) and
 * the manifest module's `preload` starts the current one's download early (docs/adr/049).
 */
export function pageChunks(loads: PageLoads = PAGE_LOADS): PageChunk[] {
  return [
    { path: ROUTES.deepStory, load: loads.deepStory },
    { path: ROUTES.discovery, load: loads.discovery },
    { path: ROUTES.series, load: loads.series },
    { path: ROUTES.aiStoryboard, load: loads.aiStoryboard },
    { path: ROUTES.filmAi, load: loads.filmAi },
    ...DESIGN_PAGES.map((page) => ({ path: page.path, load: loads.design })),
  ];
}

/** The list the manifest module's preload reads. */
export const PAGES = pageChunks();
