import type { SagaIterator } from 'redux-saga';
import { put, takeLeading } from 'redux-saga/effects';
import { type RemoteMountProps, type SessionApi } from '@portal/shared-contracts/core';
import { ADMIN_MESSAGES } from '@portal/shared-contracts/admin';
import { callAbortable, typedCall } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, cancelSubscription, deleteUser, updateIndustry } from '../admin-api';
import { actionFailureOf } from './failures';
import { actionFailed, actionRequested, actionSucceeded, type ActionRequest } from './slice';

interface Context {
  readonly client: HttpClient;
  readonly session: SessionApi;
}

/** The call of one action, with the fresh id token as its proof (ADMIN_REAUTH_HEADER). */
function* send(client: HttpClient, request: ActionRequest, proof: string): SagaIterator<void> {
  switch (request.action) {
    case 'update_industry':
      yield* callAbortable(updateIndustry, client, request.username, request.industry, proof);
      return;
    case 'cancel_subscription':
      yield* callAbortable(cancelSubscription, client, request.customerId, proof);
      return;
    case 'delete_user':
      yield* callAbortable(deleteUser, client, request.username, proof);
      return;
  }
}

/**
 * One confirmed action (002 §4): the admin's e-mail and password go through the identity
 * provider again (session.reauthenticate); wrong ones end here with "Invalid credentials.
 * Please try again." and nothing is sent. Otherwise the call carries the fresh token.
 */
function* run({ client, session }: Context, { payload, meta }: ReturnType<typeof actionRequested>): SagaIterator<void> {
  let proof: string | null;
  try {
    proof = yield* typedCall((email: string, password: string) => session.reauthenticate(email, password), meta.credentials.email, meta.credentials.password);
  } catch (error) {
    yield put(actionFailed(actionFailureOf(payload.action, error)));
    return;
  }
  if (proof === null) {
    yield put(actionFailed({ kind: 'credentials', message: ADMIN_MESSAGES.invalidCredentials, detail: null }));
    return;
  }
  try {
    yield* send(client, payload, proof);
  } catch (error) {
    yield put(actionFailed(actionFailureOf(payload.action, error)));
    return;
  }
  yield put(actionSucceeded());
}

/** The admin actions' watcher: one action at a time (a second confirm while one runs is ignored). */
export function* adminActionsSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const context: Context = { client: adminClientOf(props), session: props.session };
  yield takeLeading(actionRequested, run, context);
}
