// The metrics page (issue 17 "Metrics", docs/adr/035): the caller's figures of a range as
// tiles and charts, and portal activity; pages/MetricsPage.tsx shows it. store.ts takes the
// slice and the saga (./state).
export { Metrics } from './components/Metrics';
export { metricsSlice } from './slice';
export { metricsSaga } from './sagas';
