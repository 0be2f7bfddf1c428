import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, getDashboard } from '../admin-api';
import { apiMessageOf } from '../../lib/apiMessage';
import { dashboardFailed, dashboardLoaded, dashboardRequested } from './slice';

function* load(client: HttpClient, { payload }: ReturnType<typeof dashboardRequested>): SagaIterator<void> {
  try {
    yield put(dashboardLoaded(yield* callAbortable(getDashboard, client, payload)));
  } catch (error) {
    yield put(dashboardFailed({ message: apiMessageOf(error) }));
  }
}

/** The Dashboard tab's watcher: a new range (or Retry) aborts the request on its way. */
export function* dashboardSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest(dashboardRequested, load, adminClientOf(props));
}
