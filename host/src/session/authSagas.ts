import { call, delay, put, race, spawn, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  ANALYTICS_EVENTS,
  ROLES,
  SESSION_TIMING,
  isRestrictedPlan,
  type EventBus,
  type NotificationSetting,
  type PortalConfig,
  type SignUpInput,
  type SignUpOutcome,
  AUTH_MESSAGES,
  ADMIN_REAUTH_MAX_AGE_S,
} from '@portal/shared-contracts/core';
import { ApiError, typedCall, typedSelect } from '@portal/shared-ui';
import { authActions, type AuthState, type EstablishedUser, type LogoutReason } from './authSlice';
import { signInErrorText, userFacingError, type IdentityPort, type SeparateSignIn } from './identity';
import type { ProductApi } from './productApi';

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

function* safeSignOut(identity: IdentityPort): SagaIterator<void> {
  try {
    yield* typedCall(() => identity.signOut());
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
): SagaIterator<EstablishedUser | null> {
  const tokens = yield* typedCall(() => identity.currentTokens(options.forceRefresh));
  if (!tokens) return null;
  // Neither answer needs the other: both at once, one round trip on every page load.
  const [attributes, firstAnswer] = yield* typedCall(() => Promise.all([identity.attributes(), deps.product.currentUser(tokens.idToken)]));
  let current = firstAnswer;
  if (!current && options.register) {
    yield* typedCall(deps.product.registerCustomer, tokens.idToken, options.register.username, options.register.password);
    current = yield* typedCall(deps.product.currentUser, tokens.idToken);
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
function* turnAwayRestricted(deps: AuthDeps, identity: IdentityPort, user: EstablishedUser): SagaIterator<boolean> {
  if (user.role === ROLES.admin || !isRestrictedPlan(user.subscriptionName, deps.config.restrictedPlans)) return false;
  yield* safeSignOut(identity);
  yield put(authActions.loggedOut({ error: null }));
  deps.bus.publish('session/signedOut', { reason: 'restrictedPlan' });
  yield* typedCall(deps.leave, deps.config.marketingUrl);
  return true;
}

/** Best effort: the last-login stamp never blocks or fails a sign-in. */
function* stampLastLogin(deps: AuthDeps, identity: IdentityPort): SagaIterator<void> {
  try {
    const tokens = yield* typedCall(() => identity.currentTokens(false));
    if (tokens) yield* typedCall(deps.product.updateLastLoginDate, tokens.idToken, tokens.accessToken);
  } catch {
    // Logged by the api when it fails there; nothing for the user to do.
  }
}

/** Sign in (000 §4 login); resolves with the user, throws an Error carrying the §8 text. */
export function* loginFlow(deps: AuthDeps, email: string, password: string): SagaIterator<EstablishedUser | null> {
  const username = email.trim();
  yield put(authActions.login());
  const identity = yield* typedCall(deps.identity);
  try {
    yield* typedCall(() => identity.signIn(username, password));
  } catch (error) {
    const text = signInErrorText(error);
    yield put(authActions.loginFailed({ error: text }));
    throw userFacingError(text, error);
  }
  let user: EstablishedUser | null;
  try {
    user = yield* establish(deps, identity, { forceRefresh: false, register: { username: username.toLowerCase(), password } });
    if (!user) throw new Error('No session after sign-in');
  } catch (error) {
    yield* safeSignOut(identity);
    yield put(authActions.loginFailed({ error: AUTH_MESSAGES.unexpectedError }));
    throw userFacingError(AUTH_MESSAGES.unexpectedError, error);
  }
  if (yield* turnAwayRestricted(deps, identity, user)) return null;
  yield put(authActions.loginSucceeded(user));
  deps.bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.login });
  yield* stampLastLogin(deps, identity);
  return user;
}

/** The identity provider's answers that say the session itself is over. */
const SESSION_ENDED = new Set(['NotAuthorizedException', 'UserNotFoundException', 'UserNotConfirmedException', 'PasswordResetRequiredException', 'UserUnAuthenticatedException']);

/**
 * Whether a session check failed for a reason that may pass (no answer, a server error, too
 * many requests), rather than because the session is over (refused tokens, a 401 or 403).
 */
export function failedForNow(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 429 || error.status >= 500;
  return error instanceof Error && !SESSION_ENDED.has(error.name);
}

/**
 * Checks the stored session (start, reload, the 30-minute re-check). A session that
 * existed but can no longer be refreshed ends on the login page with a note; a check that
 * failed for now (failedForNow) is tried again first.
 */
export function* reauthenticateFlow(deps: AuthDeps, forceRefresh: boolean): SagaIterator<EstablishedUser | null> {
  yield put(authActions.reauthenticate({ forceRefresh }));
  const before = yield* typedSelect(selectAuth);
  if (!before.loggedin && !deps.hasStoredSession()) {
    // Nobody to restore: signed out at once, and the identity SDK stays unloaded.
    yield put(authActions.loggedOut({ error: null }));
    return null;
  }
  const identity = yield* typedCall(deps.identity);
  const hadSession = before.loggedin || deps.hasStoredSession();
  let user: EstablishedUser | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      user = yield* establish(deps, identity, { forceRefresh });
      break;
    } catch (error) {
      const wait = SESSION_TIMING.CHECK_RETRY_DELAYS_MS[attempt];
      if (wait === undefined || !failedForNow(error)) break;
      yield delay(wait);
    }
  }
  if (!user) {
    if (hadSession) yield* safeSignOut(identity);
    yield put(authActions.loggedOut({ error: hadSession ? AUTH_MESSAGES.sessionExpired : null }));
    if (before.loggedin) deps.bus.publish('session/signedOut', { reason: 'expired' });
    return null;
  }
  if (yield* turnAwayRestricted(deps, identity, user)) return null;
  yield put(authActions.loginSucceeded(user));
  return user;
}

export function* logoutFlow(deps: AuthDeps, reason: LogoutReason): SagaIterator<void> {
  yield put(authActions.logout({ reason }));
  const before = yield* typedSelect(selectAuth);
  const identity = yield* typedCall(deps.identity);
  yield* safeSignOut(identity);
  yield put(authActions.loggedOut({ error: reason === 'expired' ? AUTH_MESSAGES.sessionExpired : null }));
  // Other tabs follow (their copy of this event arrives with the tab already signed out here).
  if (before.loggedin && reason !== 'otherTab') deps.bus.publish('session/signedOut', { reason });
}

/** Re-reads the attributes with fresh tokens (the id token then carries them too). */
export function* refetchAttributesFlow(deps: AuthDeps): SagaIterator<void> {
  yield put(authActions.refetchCustomerAttributes());
  const identity = yield* typedCall(deps.identity);
  yield* typedCall(() => identity.currentTokens(true));
  const attributes = yield* typedCall(() => identity.attributes());
  yield put(authActions.customerAttributesLoaded({ attributes, subscriptionName: subscriptionNameOf(attributes['custom:subscriptions']) }));
}

/**
 * Create user (000 §4): the sign-up outcome the page shows. A refusal the user can fix
 * (taken code, weak password: a 4xx with the api's error body) is thrown for the page to
 * show under the button; an outage, a server fault or an answer that is not the api's (no
 * error code) is the "There was an error please try again" state.
 */
export function* createUserFlow(deps: AuthDeps, input: SignUpInput): SagaIterator<SignUpOutcome> {
  yield put(authActions.createUser());
  try {
    return yield* typedCall(deps.product.signUp, input);
  } catch (error) {
    if (error instanceof ApiError && error.code !== null && error.status < 500) throw error;
    return 'failed';
  }
}

/** Send auth code (000 §4): confirms the emailed code with the identity provider. */
export function* sendAuthCodeFlow(deps: AuthDeps, email: string, code: string): SagaIterator<void> {
  yield put(authActions.sendAuthCode());
  const identity = yield* typedCall(deps.identity);
  yield* typedCall(() => identity.confirmSignUp(email.trim(), code.trim()));
}

/**
 * A separate sign-in with the signed-in user's own email and password (the identity
 * provider's sign-in protocol), or null when the email is not theirs, the password is
 * empty or the provider refuses them. The stored session is not touched.
 */
function* ownSeparateSignIn(deps: AuthDeps, email: string, password: string): SagaIterator<SeparateSignIn | null> {
  const auth = yield* typedSelect(selectAuth);
  const signedInAs = (auth.customerAttributes['email'] ?? '').toLowerCase();
  if (!auth.loggedin || signedInAs === '' || email.trim().toLowerCase() !== signedInAs || password === '') return null;
  try {
    const identity = yield* typedCall(deps.identity);
    return yield* typedCall(() => identity.separateSignIn(signedInAs, password));
  } catch {
    return null;
  }
}

/**
 * Verify credentials (000 §4): the signed-in user re-enters their email and password,
 * checked with the identity provider's own sign-in protocol (that sign-in is revoked at
 * once); the stored session stays.
 */
export function* verifyCredentialsFlow(deps: AuthDeps, email: string, password: string): SagaIterator<boolean> {
  yield put(authActions.verifyCredentialsRequest());
  const proof = yield* ownSeparateSignIn(deps, email, password);
  if (proof) yield* typedCall(() => proof.revoke());
  yield put(proof ? authActions.verifyCredentialsSuccess() : authActions.verifyCredentialsFailed());
  return proof !== null;
}

/** Ends a re-authentication's sign-in once its proof has expired, or at sign-out if sooner. */
function* revokeWhenExpired(proof: SeparateSignIn): SagaIterator<void> {
  yield race({ expired: delay(ADMIN_REAUTH_MAX_AGE_S * 1000), signedOut: take(authActions.logout.type) });
  yield* typedCall(() => proof.revoke());
}

/**
 * Re-authentication for a sensitive action (002 §4, docs/adr/031): the id token of a
 * separate sign-in with the signed-in user's own credentials (its auth_time is now), for
 * the action's proof header; null when they are wrong. The stored session stays; the
 * separate sign-in is revoked when its proof can no longer be used.
 */
export function* reauthenticateWithPasswordFlow(deps: AuthDeps, email: string, password: string): SagaIterator<string | null> {
  const proof = yield* ownSeparateSignIn(deps, email, password);
  if (!proof) return null;
  yield spawn(revokeWhenExpired, proof);
  return proof.idToken;
}

/** Saves custom:notification-pref, then re-reads the attributes that carry it. */
export function* saveNotificationFlow(deps: AuthDeps, setting: NotificationSetting): SagaIterator<void> {
  const identity = yield* typedCall(deps.identity);
  const tokens = yield* typedCall(() => identity.currentTokens(false));
  if (!tokens) throw new Error(AUTH_MESSAGES.sessionExpired);
  yield* typedCall(deps.product.saveNotificationSetting, tokens.idToken, setting);
  yield* refetchAttributesFlow(deps);
}

/** Every 10 s: once 30 minutes have passed since the last check, re-authenticate (000 §2). */
export function* autoReauthenticateLoop(deps: AuthDeps): SagaIterator<void> {
  yield put(authActions.autoReauthenticate());
  for (;;) {
    yield delay(SESSION_TIMING.CHECK_LOOP_MS);
    const auth = yield* typedSelect(selectAuth);
    if (auth.loggedin && auth.lastAuthCheckTime !== null && deps.now() - auth.lastAuthCheckTime > SESSION_TIMING.RECHECK_AFTER_MS) {
      try {
        yield call(reauthenticateFlow, deps, true);
      } catch {
        // The flow has put its outcome; the loop goes on.
      }
    }
  }
}
