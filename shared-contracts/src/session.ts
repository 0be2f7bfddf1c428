import type { NotificationSetting } from './notifications';
import { ROLES, type Feature, type Role, type Tier } from './tiers';

/** The signed-in user as the portal sees it (000 §3, user state). */
export interface SessionUser {
  /** Identity-provider subject. */
  readonly sub: string;
  readonly username: string;
  readonly email: string;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly role: Role;
  /** Product-backend customer id (`/proxy/v1/current-user` id). */
  readonly customerId: string | null;
  /** First item of custom:subscriptions, or null (shown as N/A). */
  readonly subscriptionName: string | null;
  readonly tier: Tier | null;
  /** Raw identity attributes (custom:country, custom:notification-pref, ...). */
  readonly attributes: Readonly<Record<string, string>>;
}

export type SessionStatus = 'authenticating' | 'signedIn' | 'signedOut';

/** An immutable picture of the session; a new object on every change. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  readonly features: readonly Feature[];
  /** Last sign-in or session error text, shown under the login button. */
  readonly error: string | null;
  /** Epoch ms of the last successful session check (000 §4, set last auth check time). */
  readonly lastAuthCheckTime: number | null;
}

export const SIGNED_OUT: SessionSnapshot = Object.freeze({
  status: 'signedOut',
  user: null,
  features: [],
  error: null,
  lastAuthCheckTime: null,
});

/**
 * A signed-in user who is no one: a customer with no name, email, plan or features. What
 * may be assumed of a stored session before it is checked (the first page's prefetch), and
 * who a signed-in page's build-time snapshot is rendered for (docs/adr/057).
 */
export const SIGNED_IN_AS_NO_ONE: SessionSnapshot = Object.freeze({
  ...SIGNED_OUT,
  status: 'signedIn',
  user: Object.freeze({
    sub: '',
    username: '',
    email: '',
    givenName: null,
    familyName: null,
    role: ROLES.customer,
    customerId: null,
    subscriptionName: null,
    tier: null,
    attributes: {},
  }),
});

export interface SignUpInput {
  readonly projectCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly country: string;
  readonly industry: string;
  readonly postCode: string;
  readonly companyName: string;
  readonly roleInCompany: string;
  readonly selectTrialPriceId: string;
}

/** Outcome of a sign-up attempt, mirroring the sign-up sub-states of 000 §4. */
export type SignUpOutcome = 'awaitingAuth' | 'usernameExists' | 'reSendCode' | 'failed';

/**
 * The session contract between the host (sole owner of the identity provider) and
 * every remote. Remotes never import the identity SDK: they call these methods.
 */
export interface SessionApi {
  getSnapshot(): SessionSnapshot;
  /** Called with every new snapshot; returns an unsubscribe function. */
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  /** A fresh identity token for `Authorization` headers, or null when signed out. */
  getIdToken(): Promise<string | null>;
  getAccessToken(): Promise<string | null>;
  signIn(email: string, password: string): Promise<SessionSnapshot>;
  signOut(): Promise<void>;
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Saves custom:notification-pref (PUT /preferences/notification) and refreshes attributes. */
  saveNotificationSetting(setting: NotificationSetting): Promise<void>;
  /** Re-reads identity attributes (after a subscription change, say). */
  refreshAttributes(): Promise<SessionSnapshot>;
  /**
   * Verify credentials (000 §4): whether this email and password are the signed-in user's,
   * checked with the identity provider's sign-in protocol; the session is left as it is.
   */
  verifyCredentials(email: string, password: string): Promise<boolean>;
  /**
   * Re-authenticate for a sensitive action (the admin's confirmation modal, 002 §4): the
   * signed-in user's email and password go through the identity provider's sign-in again,
   * in a sign-in of its own; answers that sign-in's fresh id token (its `auth_time` is now)
   * for the action's proof header, or null when the credentials are not the signed-in
   * user's. The stored session is left as it is; the extra sign-in is revoked once the
   * proof has expired (ADMIN_REAUTH_MAX_AGE_S) or at sign-out.
   */
  reauthenticate(email: string, password: string): Promise<string | null>;
}
