import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { RemoteRoutes, lazyRoutes } from '@portal/shared-ui';

/** The metrics page always draws charts: recharts loads beside its chunk, not after it renders. */
const loadMetricsPage = () =>
  Promise.all([import('./pages/MetricsPage'), import('@portal/shared-ui/charts').then((charts) => charts.preloadCharts())]).then(([page]) => page);

/** Every page is its own chunk; the capitalised aliases share their page's chunk. */
export const { pages, preload } = lazyRoutes([
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
]);

export function AppRoutes(): ReactElement {
  return <RemoteRoutes pages={pages} />;
}
