import { call } from 'redux-saga/effects';
import type { Saga, SagaIterator, Task } from 'redux-saga';
import { featuresFor, toTier, type SessionApi, type SessionSnapshot, type SessionUser } from '@portal/shared-contracts/core';
import {
  autoReauthenticateLoop,
  createUserFlow,
  loginFlow,
  logoutFlow,
  reauthenticateFlow,
  refetchAttributesFlow,
  saveNotificationFlow,
  sendAuthCodeFlow,
  verifyCredentialsFlow,
  reauthenticateWithPasswordFlow,
  type AuthDeps,
} from './authSagas';
import type { AuthState, LogoutReason } from './authSlice';
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
 * The SessionApi every remote receives, implemented over the host's redux store. One way
 * into every flow: a method runs its saga (authSagas.ts) on the store and settles with the
 * flow's result or its error; the flows put the 000 §4 actions that change the state.
 */
export function createStoreSession(
  store: SessionStore,
  run: RunSaga,
  deps: AuthDeps,
): SessionApi & { start(): void; endSession(reason: LogoutReason): Promise<void> } {
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
  /** Runs a flow and settles with its outcome; a flow's failure is the caller's, not the saga log's. */
  const settle = async <A extends unknown[], T>(flow: (...args: A) => SagaIterator<T>, ...args: A): Promise<T> => {
    const task = run(function* (): SagaIterator<{ ok: T } | { error: unknown }> {
      try {
        return { ok: (yield call(flow, ...args)) as T };
      } catch (error) {
        return { error };
      }
    });
    const outcome = (await task.toPromise()) as { ok: T } | { error: unknown };
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  };
  const identity = (): Promise<IdentityPort> => deps.identity();
  const tokens = async () => {
    // Nobody signed in and no session stored: there are no tokens, and a guest's page
    // (the sign-up form asks for them on every call) does not load the identity SDK for that.
    if (!store.getState().auth.loggedin && !deps.hasStoredSession()) return null;
    return (await identity()).currentTokens(false).catch(() => null);
  };

  return {
    start() {
      void settle(reauthenticateFlow, deps, false).catch(() => undefined);
      run(autoReauthenticateLoop, deps);
    },
    endSession: (reason) => settle(logoutFlow, deps, reason),
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
      await settle(loginFlow, deps, email, password);
      return getSnapshot();
    },
    signOut: () => settle(logoutFlow, deps, 'user'),
    signUp: (input) => settle(createUserFlow, deps, input),
    confirmSignUp: (email, code) => settle(sendAuthCodeFlow, deps, email, code),
    resendSignUpCode: async (email) => (await identity()).resendSignUpCode(email.trim()),
    requestPasswordReset: async (email) => (await identity()).requestPasswordReset(email.trim()),
    confirmPasswordReset: async (email, code, newPassword) =>
      (await identity()).confirmPasswordReset(email.trim(), code.trim(), newPassword),
    changePassword: async (oldPassword, newPassword) => (await identity()).changePassword(oldPassword, newPassword),
    saveNotificationSetting: (setting) => settle(saveNotificationFlow, deps, setting),
    verifyCredentials: (email, password) => settle(verifyCredentialsFlow, deps, email, password),
    reauthenticate: (email, password) => settle(reauthenticateWithPasswordFlow, deps, email, password),
    async refreshAttributes() {
      await settle(refetchAttributesFlow, deps);
      return getSnapshot();
    },
  };
}
