import { eventChannel, type SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import type { RemoteMountProps, SessionApi, SessionSnapshot, SessionUser } from '@portal/shared-contracts/core';
import { createHttpClient, type HttpClient } from '@portal/shared-ui/http';

/** The http client of a mounted remote, on the session's tokens (002 §7: the auth header). */
export function aiClientOf({ config, session }: Pick<RemoteMountProps, 'config' | 'session'>): HttpClient {
  return createHttpClient({ apiUrl: config.apiUrl, getIdToken: () => session.getIdToken(), getAccessToken: () => session.getAccessToken() });
}

/** A positive integer id written as text (a query's user_id or id), else null. */
export function positiveIdOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/** The signed-in customer's id as the AI calls send it (`user_id`), or null while none is known. */
export function customerIdOf(snapshot: Pick<SessionSnapshot, 'user'>): number | null {
  return positiveIdOf(snapshot.user?.customerId);
}

/**
 * The signed-in user, waiting for the session to have one: a remote may mount while the
 * host is still authenticating. Use it before reading per-user stored job ids.
 */
export function* signedInUser(session: SessionApi): SagaIterator<SessionUser> {
  const now = session.getSnapshot().user;
  if (now) return now;
  const users = eventChannel<SessionUser>((emit) => session.subscribe(({ user }) => user && emit(user)));
  try {
    const user: SessionUser = yield take(users);
    return user;
  } finally {
    users.close();
  }
}
