// The insights report's store parts, for store.ts: importing them pulls no UI in.
export { insightsReportSlice } from './slice';
export { insightsReportSaga } from './sagas';
