export { ANALYTICS_EVENTS_PATH, browserPageLifecycle, startAnalyticsSender, type AnalyticsSender, type AnalyticsSenderDeps, type PageLifecycle } from './sender';
