import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { FEATURES, NAV_BADGES, hasFeature, toTier, unseenAssetsResponseSchema } from '@portal/shared-contracts/core';
import { createHttpClient, typedCall, typedSelect } from '@portal/shared-ui';
import { authActions, type AuthState } from '../session/authSlice';
import type { IdentityPort } from '../session/identity';
import { badgeChanged } from './slice';

export interface VideosBadgeDeps {
  readonly apiUrl: string;
  readonly identity: () => Promise<IdentityPort>;
}

/** The Videos page marked the library seen (the `library/seen` bus event): the count is asked for again. */
export const unseenCountWanted = createAction('shell/unseenCountWanted');

/** GET /proxy/v1/customers/{customerId}/library-assets/unseen-count with the session's id token. */
export async function fetchUnseenCount(apiUrl: string, idToken: string, customerId: string): Promise<number> {
  const client = createHttpClient({ apiUrl, getIdToken: async () => idToken });
  const path = `/proxy/v1/customers/${encodeURIComponent(customerId)}/library-assets/unseen-count`;
  return (await client.get(path, unseenAssetsResponseSchema)).result.count;
}

const videosBadge = (count: number) => badgeChanged({ badge: NAV_BADGES.videos, count });

/**
 * The Videos badge (000 §2: a count when above 0): the end users' library assets the
 * customer has not yet seen. Asked for after every sign-in or session check and whenever
 * the Videos page marks the library seen; a user whose plan has no videos library has
 * none. A failed call leaves the badge as it was.
 */
function* refreshCount(deps: VideosBadgeDeps): SagaIterator<void> {
  const auth = yield* typedSelect((state: { auth: AuthState }) => state.auth);
  if (!auth.loggedin || !auth.customerId) return;
  if (!hasFeature(auth.role, toTier(auth.subscriptionName), FEATURES.viewVideoAssets)) {
    yield put(videosBadge(0));
    return;
  }
  try {
    const identity = yield* typedCall(deps.identity);
    const tokens = yield* typedCall(() => identity.currentTokens(false));
    if (!tokens) return;
    const count = yield* typedCall(fetchUnseenCount, deps.apiUrl, tokens.idToken, auth.customerId);
    yield put(videosBadge(count));
  } catch {
    // The badge is a hint: it keeps its count until the next sign-in, session check or visit.
  }
}

/** The shell's Videos badge, from the host's start. */
export function* videosBadgeSaga(deps: VideosBadgeDeps): SagaIterator<void> {
  yield takeLatest([authActions.loginSucceeded, authActions.customerAttributesLoaded, unseenCountWanted], refreshCount, deps);
  yield takeLatest(authActions.loggedOut, function* clear(): SagaIterator<void> {
    yield put(videosBadge(0));
  });
}
