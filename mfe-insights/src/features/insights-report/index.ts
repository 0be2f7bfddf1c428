// The insights report (issue 17, 002 §2; docs/adr/035): the api's figures of the customer's
// data and the spec's sample personas; pages/InsightsReportPage.tsx shows it. store.ts takes
// the slice and the saga (./state).
export { InsightsReport } from './components/InsightsReport';
export { insightsReportSlice } from './slice';
export { insightsReportSaga } from './sagas';
