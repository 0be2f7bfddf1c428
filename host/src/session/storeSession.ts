import { call, fork, join, put, race, take } from 'redux-saga/effects';
import type { Saga, Task } from 'redux-saga';
import {
  featuresFor,
  toTier,
  type SessionApi,
  type SessionSnapshot,
  type SessionUser,
} from '@portal/shared-contracts';
import { authActions, type AuthState } from './authSlice';
import {
  createUserFlow,
  refetchAttributesFlow,
  saveNotificationFlow,
  sendAuthCodeFlow,
  type AuthDeps,
} from './authSagas';
import type { IdentityPort } from './identity';

/** Derives the contract's snapshot from the host's auth state. */
export function snapshotOf(auth: AuthState): SessionSnapshot {
  const attrs = auth.customerAttributes;
  const tier = toTier(auth.subscriptionName);
  const user: SessionUser | null =
    auth.loggedin && auth.sub && auth.role
      ? {
          sub: auth.sub,
          username: auth.username ?? '',
          email: attrs['email'] ?? '',
          givenName: attrs['given_name'] || null,
          familyName: attrs['family_name'] || null,
          role: auth.role,
          customerId: auth.customerId,
          subscriptionName: auth.subscriptionName,
          tier,
          attributes: attrs,
        }
      : null;
  return {
    status: auth.status,
    user,
    features: user ? featuresFor(user.role, tier) : [],
    error: auth.error,
    lastAuthCheckTime: auth.lastAuthCheckTime,
  };
}

interface SessionStore {
  getState(): { auth: AuthState };
  subscribe(listener: () => void): () => void;
}

type RunSaga = <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;

/**
 * The SessionApi every remote receives, implemented over the host's redux store: its
 * methods dispatch the authentication actions (000 §4) or run their sagas and settle
 * with the outcome.
 */
export function createStoreSession(store: SessionStore, run: RunSaga, deps: AuthDeps): SessionApi & { start(): void } {
  let last: AuthState | null = null;
  let snapshot: SessionSnapshot = snapshotOf(store.getState().auth);
  const getSnapshot = (): SessionSnapshot => {
    const auth = store.getState().auth;
    if (auth !== last) {
      last = auth;
      snapshot = snapshotOf(auth);
    }
    return snapshot;
  };
  const result = <T>(task: Task): Promise<T> => task.toPromise() as Promise<T>;
  /** Runs a flow and settles with its outcome; a flow's failure is the caller's, not the saga log's. */
  const settle = async <T>(flow: (...args: never[]) => Generator, ...args: unknown[]): Promise<T> => {
    const outcome = await result<{ ok: T } | { error: unknown }>(
      run(function* () {
        try {
          return { ok: (yield call(flow as (...a: unknown[]) => Generator, ...args)) as T };
        } catch (error) {
          return { error };
        }
      }),
    );
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  };
  const identity = (): Promise<IdentityPort> => deps.identity();
  const tokens = async () => (await identity()).currentTokens(false).catch(() => null);

  return {
    start() {
      run(function* () {
        yield put(authActions.reauthenticate({ forceRefresh: false }));
        yield put(authActions.autoReauthenticate());
      });
    },
    getSnapshot,
    subscribe(listener) {
      let seen = getSnapshot();
      return store.subscribe(() => {
        const next = getSnapshot();
        if (next !== seen) {
          seen = next;
          listener(next);
        }
      });
    },
    getIdToken: async () => (await tokens())?.idToken ?? null,
    getAccessToken: async () => (await tokens())?.accessToken ?? null,
    async signIn(email, password) {
      const outcome = await result<{ failed?: { payload: { error: string | null } } }>(
        run(function* () {
          const waiter: Task = yield fork(function* () {
            return (yield race({
              succeeded: take(authActions.loginSucceeded),
              failed: take(authActions.loginFailed),
              signedOut: take(authActions.loggedOut),
            })) as unknown;
          });
          yield put(authActions.login({ email, password }));
          return yield join(waiter);
        }),
      );
      if (outcome.failed) throw new Error(outcome.failed.payload.error ?? '');
      return getSnapshot();
    },
    async signOut() {
      await result(
        run(function* () {
          const waiter: Task = yield fork(function* () {
            yield take(authActions.loggedOut);
          });
          yield put(authActions.logout({ reason: 'user' }));
          yield join(waiter);
        }),
      );
    },
    signUp: (input) => settle(createUserFlow, deps, input),
    confirmSignUp: (email, code) => settle(sendAuthCodeFlow, deps, email, code),
    resendSignUpCode: async (email) => (await identity()).resendSignUpCode(email.trim()),
    requestPasswordReset: async (email) => (await identity()).requestPasswordReset(email.trim()),
    confirmPasswordReset: async (email, code, newPassword) =>
      (await identity()).confirmPasswordReset(email.trim(), code.trim(), newPassword),
    changePassword: async (oldPassword, newPassword) => (await identity()).changePassword(oldPassword, newPassword),
    saveNotificationSetting: (setting) => settle(saveNotificationFlow, deps, setting),
    async refreshAttributes() {
      await settle(refetchAttributesFlow, deps);
      return getSnapshot();
    },
  };
}
