import { NAV_BADGES, NAV_LABELS, ROUTES, defineManifest, pagePreloader, type RemoteManifest } from '@portal/shared-contracts/core';
import { REQUEST_FORM_TEXTS, VIDEOS_TEXTS } from '@portal/shared-contracts/storyboards';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';
import { PAGES } from './pages';

/** Routes and nav items this remote owns (exposed as ./manifest); gates come from its areas. */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-storyboards',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { path: ROUTES.storyboards, title: 'Storyboards' },
    { path: ROUTES.storyboard, title: 'Edit Storyboard' },
    { path: ROUTES.videos, title: VIDEOS_TEXTS.title },
    { path: ROUTES.storymaker, title: 'Storymaker' },
    { path: ROUTES.storymakerStoryboard, title: 'Storymaker' },
    { path: ROUTES.storymakerAsset, title: 'Storymaker' },
    { path: ROUTES.requestForm, title: REQUEST_FORM_TEXTS.title },
  ],
  nav: [
    { key: 'storyboards', label: NAV_LABELS.storyboards, path: ROUTES.storyboards, icon: 'storyboards', order: 30, activePrefix: ROUTES.storyboards },
    { key: 'videos', label: NAV_LABELS.videos, path: ROUTES.videos, icon: 'videos', order: 40, badge: NAV_BADGES.videos },
  ],
});
/** Starts the page's chunk as soon as the host has this module (docs/adr/049). */
export const preload = pagePreloader(PAGES);
export default manifest;
