import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { apiClientOf, apiMessageOf } from '../../lib/api';
import { getInsightsReport } from './calls';
import { insightsReportFailed, insightsReportLoaded, insightsReportRequested } from './slice';

function* load(client: HttpClient): SagaIterator<void> {
  try {
    yield put(insightsReportLoaded(yield* callAbortable(getInsightsReport, client)));
  } catch (error) {
    yield put(insightsReportFailed({ message: apiMessageOf(error) }));
  }
}

/** The insights report's watcher: Retry aborts the request on its way. */
export function* insightsReportSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest(insightsReportRequested, load, apiClientOf(props));
}
