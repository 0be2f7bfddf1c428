export { metricsSummary, type MetricsDeps } from './metrics-service';
export { metricsRepository, type RangeFigures, type SnapshotFigures, type TopRow } from './metrics-repository';
