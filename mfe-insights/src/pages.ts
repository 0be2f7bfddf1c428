import { ROUTES, type PageChunk } from '@portal/shared-contracts/core';

/** The metrics page always draws charts: recharts loads beside its chunk, not after it renders. */
const loadMetricsPage = () =>
  Promise.all([import('./pages/MetricsPage'), import('@portal/shared-ui/charts').then((charts) => charts.preloadCharts())]).then(([page]) => page);

/**
 * Every page is its own chunk; the capitalised aliases share their page's chunk. The
 * router renders them (AppRoutes.tsx) and the manifest module's `preload` starts the
 * current one's download early (docs/adr/049).
 */
export const PAGES = [
  { path: ROUTES.metrics, load: loadMetricsPage },
  { path: ROUTES.insights, load: () => import('./pages/InsightsPage') },
  { path: ROUTES.insightsReport, load: () => import('./pages/InsightsReportPage') },
  { path: '/InsightsReport', load: () => import('./pages/InsightsReportPage') },
  { path: ROUTES.recommendations, load: () => import('./pages/RecommendationsPage') },
  { path: ROUTES.needHelp, load: () => import('./features/help/HelpIndexPage') },
  { path: '/help/:topic', load: () => import('./features/help/HelpTopicPage') },
  { path: ROUTES.terms, load: () => import('./features/legal/TermsPage') },
  { path: '/policy/Terms', load: () => import('./features/legal/TermsPage') },
  { path: ROUTES.privacy, load: () => import('./features/legal/PrivacyPage') },
  { path: '/policy/Privacy', load: () => import('./features/legal/PrivacyPage') },
  { path: ROUTES.contactForm, load: () => import('./features/contact/ContactPage') },
] as const satisfies readonly PageChunk[];
