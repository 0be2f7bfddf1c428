// The metrics page's store parts, for store.ts: importing them pulls no UI in.
export { metricsSlice } from './slice';
export { metricsSaga } from './sagas';
