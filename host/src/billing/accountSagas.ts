import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ROLES, type EventBus, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import { createHttpClient, getAccount } from '@portal/shared-ui';
import { authActions, type EstablishedUser } from '../session/authSlice';
import type { IdentityPort, IdentityTokens } from '../session/identity';
import {
  paymentAccountCleared,
  paymentAccountFailed,
  paymentAccountLoaded,
  paymentAccountRequested,
} from './accountSlice';

export interface AccountDeps {
  readonly apiUrl: string;
  readonly identity: () => Promise<IdentityPort>;
  readonly bus: EventBus;
}

/** GET /stripe/get-account (000 §7) with the session's id token; its subscription count. */
export async function fetchSubscriptionCount(apiUrl: string, idToken: string): Promise<number> {
  const account = await getAccount(createHttpClient({ apiUrl, getIdToken: async () => idToken }));
  return account.subscriptions.data.length;
}

function* loadAccount(deps: AccountDeps, payload: EstablishedUser) {
  // Admins hold every feature without a subscription: nothing to wait for.
  if (payload.role === ROLES.admin) return;
  yield put(paymentAccountRequested());
  try {
    const identity = (yield call(deps.identity)) as IdentityPort;
    const tokens = (yield call([identity, identity.currentTokens], false)) as IdentityTokens | null;
    if (!tokens) return;
    const count = (yield call(fetchSubscriptionCount, deps.apiUrl, tokens.idToken)) as number;
    yield put(paymentAccountLoaded({ subscriptionCount: count }));
  } catch {
    yield put(paymentAccountFailed());
    deps.bus.publish('toast/requested', { kind: 'error', message: BILLING_MESSAGES.accountRetrievalFailed });
  }
}

/** After every sign-in or session check, the shell loads the payment account once. */
export function* paymentAccountSaga(deps: AccountDeps) {
  yield takeLatest(authActions.loginSucceeded, function* ({ payload }: PayloadAction<EstablishedUser>) {
    yield call(loadAccount, deps, payload);
  });
  yield takeLatest(authActions.loggedOut, function* () {
    yield put(paymentAccountCleared());
  });
}
