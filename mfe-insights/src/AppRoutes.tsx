import { lazy, Suspense, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { Skeleton } from '@portal/shared-ui';

const MetricsPage = lazy(() => import('./pages/MetricsPage'));
const InsightsPage = lazy(() => import('./pages/InsightsPage'));
const InsightsReportPage = lazy(() => import('./pages/InsightsReportPage'));
const RecommendationsPage = lazy(() => import('./pages/RecommendationsPage'));
const HelpIndexPage = lazy(() => import('./features/help/HelpIndexPage'));
const HelpTopicPage = lazy(() => import('./features/help/HelpTopicPage'));
const TermsPage = lazy(() => import('./features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('./features/legal/PrivacyPage'));
const ContactPage = lazy(() => import('./features/contact/ContactPage'));
const RequestFormPage = lazy(() => import('./features/contact/RequestFormPage'));

/** The remote's routes; every page is its own lazy chunk. */
export function AppRoutes(): ReactElement {
  return (
    <BrowserRouter>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Routes>
          <Route path={ROUTES.metrics} element={<MetricsPage />} />
          <Route path={ROUTES.insights} element={<InsightsPage />} />
          <Route path={ROUTES.insightsReport} element={<InsightsReportPage />} />
          <Route path="/InsightsReport" element={<InsightsReportPage />} />
          <Route path={ROUTES.recommendations} element={<RecommendationsPage />} />
          <Route path={ROUTES.needHelp} element={<HelpIndexPage />} />
          <Route path="/help/:topic" element={<HelpTopicPage />} />
          <Route path={ROUTES.terms} element={<TermsPage />} />
          <Route path="/policy/Terms" element={<TermsPage />} />
          <Route path={ROUTES.privacy} element={<PrivacyPage />} />
          <Route path="/policy/Privacy" element={<PrivacyPage />} />
          <Route path={ROUTES.contactForm} element={<ContactPage />} />
          <Route path={ROUTES.requestForm} element={<RequestFormPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
