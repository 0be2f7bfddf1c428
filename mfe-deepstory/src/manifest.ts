import { FEATURES, HEADINGS, NAV_LABELS, ROUTES, defineManifest, pagePreloader, type RemoteManifest } from '@portal/shared-contracts/core';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';
import { PAGES } from './pages';

/** Routes and nav items this remote owns (exposed as ./manifest); gates come from its area. */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-deepstory',
  contractVersion: CONTRACT_VERSION,
  // The route table's screen names (002 §2); the prefix route covers the rest of /deepstory.
  routes: [
    { path: ROUTES.deepStory, title: 'Deep Story', prefix: true },
    { path: ROUTES.discovery, title: HEADINGS.discoveryAi },
    { path: ROUTES.series, title: HEADINGS.storyboardConcepts },
    { path: ROUTES.aiStoryboard, title: HEADINGS.storyboardDetail },
    { path: ROUTES.filmAi, title: HEADINGS.filmAi },
  ],
  nav: [
    {
      key: 'deepstory',
      label: NAV_LABELS.deepStory,
      path: ROUTES.deepStory,
      icon: 'deepstory',
      order: 20,
      activePrefix: ROUTES.deepStory,
      feature: FEATURES.viewDeepStory,
    },
  ],
});
/** Starts the page's chunk as soon as the host has this module (docs/adr/049). */
export const preload = pagePreloader(PAGES);
export default manifest;
