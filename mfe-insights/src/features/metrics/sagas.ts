import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { apiClientOf, apiMessageOf } from '../../lib/api';
import { getMetricsSummary, getPortalActivity } from './calls';
import { activityFailed, activityLoaded, metricsFailed, metricsLoaded, metricsRequested } from './slice';

function* loadSummary(client: HttpClient, bounds: ReturnType<typeof metricsRequested>['payload']): SagaIterator<void> {
  try {
    yield put(metricsLoaded(yield* callAbortable(getMetricsSummary, client, bounds)));
  } catch (error) {
    yield put(metricsFailed({ message: apiMessageOf(error) }));
  }
}

function* loadActivity(client: HttpClient, bounds: ReturnType<typeof metricsRequested>['payload']): SagaIterator<void> {
  try {
    yield put(activityLoaded(yield* callAbortable(getPortalActivity, client, bounds)));
  } catch (error) {
    yield put(activityFailed({ message: apiMessageOf(error) }));
  }
}

function* load(client: HttpClient, { payload }: ReturnType<typeof metricsRequested>): SagaIterator<void> {
  yield all([call(loadSummary, client, payload), call(loadActivity, client, payload)]);
}

/** The metrics page's watcher: a new range (or Retry) aborts both requests on their way. */
export function* metricsSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest(metricsRequested, load, apiClientOf(props));
}
