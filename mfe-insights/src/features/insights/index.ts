// The Insights page's carousel (issue 17, 002 §2): nine cards leading into the insights
// report; pages/InsightsPage.tsx shows it and tracks the page view.
export { InsightsCarousel } from './components/InsightsCarousel';
