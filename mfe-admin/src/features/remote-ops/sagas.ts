import type { SagaIterator } from 'redux-saga';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { type RemoteMountProps } from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';
import { callAbortable } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf } from '../admin-api';
import { apiMessageOf } from '../../lib/apiMessage';
import { getRemoteOps, rollbackRemote } from './calls';
import { remoteOpsFailed, remoteOpsLoaded, remoteOpsRequested, rollbackFinished, rollbackRequested } from './slice';

function* load(client: HttpClient): SagaIterator<void> {
  try {
    yield put(remoteOpsLoaded(yield* callAbortable(getRemoteOps, client)));
  } catch (error) {
    yield put(remoteOpsFailed({ message: apiMessageOf(error) }));
  }
}

/** Rolls the remote back, says how it went, and reloads the figures either way. */
function* rollback(client: HttpClient, { payload }: ReturnType<typeof rollbackRequested>): SagaIterator<void> {
  try {
    const release = yield* callAbortable(rollbackRemote, client, payload);
    yield put(rollbackFinished({ ok: true, message: L.rolledBack(payload, release.live) }));
  } catch (error) {
    yield put(rollbackFinished({ ok: false, message: apiMessageOf(error) ?? L.rollbackFailed }));
  }
  yield put(remoteOpsRequested());
}

/** The Remotes tab's watchers: a new load cancels the one on its way; one rollback at a time. */
export function* remoteOpsSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const client = adminClientOf(props);
  yield all([takeLatest(remoteOpsRequested, load, client), takeLeading(rollbackRequested, rollback, client)]);
}
