import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { metricsSaga, metricsSlice } from './features/metrics/state';
import { insightsReportSaga, insightsReportSlice } from './features/insights-report/state';
import { recommenderSaga, recommenderSlice } from './features/recommender/state';

/**
 * The root reducer of mfe-insights: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). One slice per line, so a feature
 * joins with a one-line edit.
 */
export const reducer = combineSlices(
  // features' slices, one per line
  metricsSlice,
  insightsReportSlice,
  recommenderSlice,
);
export type InsightsState = ReturnType<typeof reducer>;

/** The root saga, from mount to unmount with the mount props; one feature saga per line. */
export function* rootSaga(props: RemoteMountProps): SagaIterator<void> {
  yield all([
    // call(featureSaga, props),
    call(metricsSaga, props),
    call(insightsReportSaga, props),
    call(recommenderSaga, props),
  ]);
}
