import { NAV_LABELS, ROUTES, defineManifest, pagePreloader, type RemoteManifest } from '@portal/shared-contracts/core';
import { CONTRACT_VERSION } from '@portal/shared-contracts/version';
import { PAGES } from './pages';

/** Routes and nav items this remote owns (exposed as ./manifest); tier gates come from its areas. */
export const manifest: RemoteManifest = defineManifest({
  name: 'mfe-insights',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { path: ROUTES.metrics, title: 'Metrics' },
    { path: ROUTES.insights, title: 'Insights' },
    { path: ROUTES.insightsReport, title: 'Insights Report' },
    { path: ROUTES.recommendations, title: 'Recommendations' },
    { path: ROUTES.needHelp, title: 'Need Help' },
    { path: '/help', title: 'Help', prefix: true },
    { path: ROUTES.contactForm, title: 'Contact Us' },
    { path: ROUTES.terms, title: 'Terms of Service' },
    { path: ROUTES.privacy, title: 'Privacy Policy' },
  ],
  nav: [
    { key: 'metrics', label: NAV_LABELS.metrics, path: ROUTES.metrics, icon: 'metrics', order: 50 },
    { key: 'insights', label: NAV_LABELS.insights, path: ROUTES.insights, icon: 'insights', order: 60, activePrefix: ROUTES.insights },
    { key: 'recommender', label: NAV_LABELS.recommender, path: ROUTES.recommendations, icon: 'recommender', order: 70 },
  ],
});
/** Starts the page's chunk as soon as the host has this module (docs/adr/049). */
export const preload = pagePreloader(PAGES);
export default manifest;
