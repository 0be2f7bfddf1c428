import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  ANALYTICS_EVENTS,
  AUTH_MESSAGES,
  ROLES,
  SESSION_TIMING,
  isRestrictedPlan,
  type EventBus,
  type NotificationSetting,
  type PortalConfig,
  type SignUpInput,
  type SignUpOutcome,
} from '@portal/shared-contracts';
import { ApiError } from '@portal/shared-ui';
import { authActions, type AuthState, type EstablishedUser, type LogoutReason } from './authSlice';
import { signInErrorText, userFacingError, type IdentityPort, type IdentityTokens } from './identity';
import type { CurrentUser, ProductApi } from './productApi';

/** What the session sagas run against; tests hand in fakes. */
export interface AuthDeps {
  readonly identity: () => Promise<IdentityPort>;
  /** Whether the browser holds a session to restore, known without loading the identity SDK. */
  readonly hasStoredSession: () => boolean;
  readonly product: ProductApi;
  readonly bus: EventBus;
  readonly config: Pick<PortalConfig, 'marketingUrl' | 'restrictedPlans'>;
  readonly now: () => number;
  /** Leaves the portal for an external page (the marketing site). */
  readonly leave: (url: string) => void;
}

const selectAuth = (state: { auth: AuthState }): AuthState => state.auth;

/** First item's name of the custom:subscriptions JSON list (000 §3), or null. */
export function subscriptionNameOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const list = JSON.parse(raw) as Array<{ name?: unknown }>;
    return Array.isArray(list) && typeof list[0]?.name === 'string' ? list[0].name : null;
  } catch {
    return null;
  }
}

function* safeSignOut(identity: IdentityPort) {
  try {
    yield call([identity, identity.signOut]);
  } catch {
    // Already signed out, or the provider is unreachable: local state is cleared anyway.
  }
}

/**
 * Reads the signed-in user from the identity provider and the product backend. With
 * `register`, a user the backend does not know is registered there first (000 §4).
 * Null when there is no session.
 */
export function* establish(
  deps: AuthDeps,
  identity: IdentityPort,
  options: { forceRefresh: boolean; register?: { username: string; password: string } },
): Generator<unknown, EstablishedUser | null, never> {
  const tokens = (yield call([identity, identity.currentTokens], options.forceRefresh)) as IdentityTokens | null;
  if (!tokens) return null;
  const attributes = (yield call([identity, identity.attributes])) as Record<string, string>;
  let current = (yield call(deps.product.currentUser, tokens.idToken)) as CurrentUser | null;
  if (!current && options.register) {
    yield call(deps.product.registerCustomer, tokens.idToken, options.register.username, options.register.password);
    current = (yield call(deps.product.currentUser, tokens.idToken)) as CurrentUser | null;
  }
  const claims = tokens.claims;
  return {
    sub: String(claims['sub'] ?? attributes['sub'] ?? ''),
    username: String(claims['cognito:username'] ?? attributes['email'] ?? ''),
    role: current?.role ?? ROLES.customer,
    customerId: current?.id ?? null,
    subscriptionName: subscriptionNameOf(attributes['custom:subscriptions']),
    customerAttributes: attributes,
    checkedAt: deps.now(),
  };
}

/** A non-admin on a restricted plan is signed out and sent to the marketing page (000 §2). */
function* turnAwayRestricted(deps: AuthDeps, identity: IdentityPort, user: EstablishedUser) {
  if (user.role === ROLES.admin || !isRestrictedPlan(user.subscriptionName, deps.config.restrictedPlans)) return false;
  yield call(safeSignOut, identity);
  yield put(authActions.loggedOut({ error: null }));
  deps.bus.publish('session/signedOut', { reason: 'restrictedPlan' });
  yield call(deps.leave, deps.config.marketingUrl);
  return true;
}

/** Best effort: the last-login stamp never blocks or fails a sign-in. */
function* stampLastLogin(deps: AuthDeps, identity: IdentityPort) {
  try {
    const tokens = (yield call([identity, identity.currentTokens], false)) as IdentityTokens | null;
    if (tokens) yield call(deps.product.updateLastLoginDate, tokens.idToken, tokens.accessToken);
  } catch {
    // Logged by the api when it fails there; nothing for the user to do.
  }
}

/** Sign in; resolves with the user, throws an Error carrying the §8 text. */
export function* loginFlow(deps: AuthDeps, email: string, password: string) {
  const username = email.trim();
  const identity = (yield call(deps.identity)) as IdentityPort;
  try {
    yield call([identity, identity.signIn], username, password);
  } catch (error) {
    const text = signInErrorText(error);
    yield put(authActions.loginFailed({ error: text }));
    throw userFacingError(text, error);
  }
  let user: EstablishedUser | null;
  try {
    user = (yield call(establish, deps, identity, {
      forceRefresh: false,
      register: { username: username.toLowerCase(), password },
    })) as EstablishedUser | null;
    if (!user) throw new Error('No session after sign-in');
  } catch (error) {
    yield call(safeSignOut, identity);
    yield put(authActions.loginFailed({ error: AUTH_MESSAGES.unexpectedError }));
    throw userFacingError(AUTH_MESSAGES.unexpectedError, error);
  }
  if ((yield call(turnAwayRestricted, deps, identity, user)) as boolean) return null;
  yield put(authActions.loginSucceeded(user));
  deps.bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.login });
  yield call(stampLastLogin, deps, identity);
  return user;
}

/**
 * Checks the stored session (start, reload, the 30-minute re-check). A session that
 * existed but can no longer be refreshed ends on the login page with a note.
 */
export function* reauthenticateFlow(deps: AuthDeps, forceRefresh: boolean) {
  const before = (yield select(selectAuth)) as AuthState;
  if (!before.loggedin && !deps.hasStoredSession()) {
    // Nobody to restore: signed out at once, and the identity SDK stays unloaded.
    yield put(authActions.loggedOut({ error: null }));
    return null;
  }
  const identity = (yield call(deps.identity)) as IdentityPort;
  const hadSession = before.loggedin || deps.hasStoredSession();
  let user: EstablishedUser | null = null;
  try {
    user = (yield call(establish, deps, identity, { forceRefresh })) as EstablishedUser | null;
  } catch {
    user = null;
  }
  if (!user) {
    if (hadSession) yield call(safeSignOut, identity);
    yield put(authActions.loggedOut({ error: hadSession ? AUTH_MESSAGES.sessionExpired : null }));
    if (before.loggedin) deps.bus.publish('session/signedOut', { reason: 'expired' });
    return null;
  }
  if ((yield call(turnAwayRestricted, deps, identity, user)) as boolean) return null;
  yield put(authActions.loginSucceeded(user));
  return user;
}

export function* logoutFlow(deps: AuthDeps, reason: LogoutReason) {
  const before = (yield select(selectAuth)) as AuthState;
  const identity = (yield call(deps.identity)) as IdentityPort;
  yield call(safeSignOut, identity);
  yield put(authActions.loggedOut({ error: reason === 'expired' ? AUTH_MESSAGES.sessionExpired : null }));
  // Other tabs follow (their copy of this event arrives with the tab already signed out here).
  if (before.loggedin && reason !== 'otherTab') deps.bus.publish('session/signedOut', { reason });
}

/** Re-reads the attributes with fresh tokens (the id token then carries them too). */
export function* refetchAttributesFlow(deps: AuthDeps) {
  const identity = (yield call(deps.identity)) as IdentityPort;
  yield call([identity, identity.currentTokens], true);
  const attributes = (yield call([identity, identity.attributes])) as Record<string, string>;
  yield put(
    authActions.customerAttributesLoaded({
      attributes,
      subscriptionName: subscriptionNameOf(attributes['custom:subscriptions']),
    }),
  );
}

export function* createUserFlow(deps: AuthDeps, input: SignUpInput) {
  yield put(authActions.newUserStateChanged('creating'));
  try {
    const outcome = (yield call(deps.product.signUp, input)) as SignUpOutcome;
    yield put(authActions.newUserStateChanged(outcome));
    return outcome;
  } catch (error) {
    yield put(authActions.newUserStateChanged('failed'));
    // A refusal the user can fix (taken code, weak password: a 4xx with the api's error
    // body) is shown under the button; an outage, a server fault or an answer that is not
    // the api's (no error code) is the "There was an error please try again" state.
    if (error instanceof ApiError && error.code !== null && error.status < 500) throw error;
    return 'failed' as SignUpOutcome;
  }
}

export function* sendAuthCodeFlow(deps: AuthDeps, email: string, code: string) {
  yield put(authActions.newUserStateChanged('confirming'));
  const identity = (yield call(deps.identity)) as IdentityPort;
  try {
    yield call([identity, identity.confirmSignUp], email.trim(), code.trim());
  } catch (error) {
    yield put(authActions.newUserStateChanged('awaitingAuth'));
    throw error;
  }
  yield put(authActions.newUserStateChanged('done'));
}

export function* verifyCredentialsFlow(deps: AuthDeps, password: string) {
  const auth = (yield select(selectAuth)) as AuthState;
  const identity = (yield call(deps.identity)) as IdentityPort;
  const email = auth.customerAttributes['email'] ?? '';
  let ok = false;
  try {
    ok = email !== '' && ((yield call([identity, identity.verifyPassword], email, password)) as boolean);
  } catch {
    ok = false;
  }
  yield put(ok ? authActions.verifyCredentialsSuccess() : authActions.verifyCredentialsFailed());
  return ok;
}

export function* saveNotificationFlow(deps: AuthDeps, setting: NotificationSetting) {
  const identity = (yield call(deps.identity)) as IdentityPort;
  const tokens = (yield call([identity, identity.currentTokens], false)) as IdentityTokens | null;
  if (!tokens) throw new Error(AUTH_MESSAGES.sessionExpired);
  yield call(deps.product.saveNotificationSetting, tokens.idToken, setting);
  yield call(refetchAttributesFlow, deps);
}

/** Every 10 s: once 30 minutes have passed since the last check, re-authenticate (000 §2). */
export function* autoReauthenticateLoop(deps: AuthDeps) {
  for (;;) {
    yield delay(SESSION_TIMING.CHECK_LOOP_MS);
    const auth = (yield select(selectAuth)) as AuthState;
    if (auth.loggedin && auth.lastAuthCheckTime !== null && deps.now() - auth.lastAuthCheckTime > SESSION_TIMING.RECHECK_AFTER_MS) {
      yield put(authActions.reauthenticate({ forceRefresh: true }));
    }
  }
}

/** Swallows a flow's error: dispatched actions report failure through the state. */
const quietly =
  <A extends unknown[]>(flow: (deps: AuthDeps, ...args: A) => Generator) =>
  function* (deps: AuthDeps, ...args: A) {
    try {
      yield call(flow as (deps: AuthDeps, ...a: A) => Generator, deps, ...args);
    } catch {
      // The flow already put its failure action.
    }
  };

export function* authSaga(deps: AuthDeps) {
  yield all([
    takeLatest(authActions.login, function* ({ payload }: PayloadAction<{ email: string; password: string }>) {
      yield call(quietly(loginFlow), deps, payload.email, payload.password);
    }),
    takeLeading(authActions.reauthenticate, function* ({ payload }: PayloadAction<{ forceRefresh: boolean }>) {
      yield call(quietly(reauthenticateFlow), deps, payload.forceRefresh);
    }),
    takeLeading(authActions.autoReauthenticate, autoReauthenticateLoop, deps),
    takeLatest(authActions.logout, function* ({ payload }: PayloadAction<{ reason: LogoutReason }>) {
      yield call(logoutFlow, deps, payload.reason);
    }),
    takeLatest(authActions.createUser, function* ({ payload }: PayloadAction<SignUpInput>) {
      yield call(quietly(createUserFlow), deps, payload);
    }),
    takeLatest(authActions.sendAuthCode, function* ({ payload }: PayloadAction<{ email: string; code: string }>) {
      yield call(quietly(sendAuthCodeFlow), deps, payload.email, payload.code);
    }),
    takeLatest(authActions.refetchCustomerAttributes, quietly(refetchAttributesFlow), deps),
    takeLatest(authActions.verifyCredentialsRequest, function* ({ payload }: PayloadAction<{ password: string }>) {
      yield call(verifyCredentialsFlow, deps, payload.password);
    }),
  ]);
}
