/**
 * The contract as a remote built against 1.0.0 reads it, frozen as it was released
 * (shared-contracts at 1.0.0: mount.ts, session.ts, events.ts, config.ts, tiers.ts,
 * notifications.ts, remotes.ts). Types only, written out in full rather than imported, so a
 * later change to the current contract cannot change them too.
 *
 * A host of a later minor must still serve such a remote (docs/remote-teams.md, the
 * contract gate): `contract-compat.test.ts` checks that the current mount props, session
 * API and config are assignable to these, that every 1.0.0 bus event still exists with a
 * payload both sides still read, and that a 1.0.0 manifest still parses. Keep the oldest
 * release of the current major here; a new major replaces it with its own `<major>.0.0`.
 */

export const BASELINE_VERSION = '1.0.0';

export type Tier = 'Beginner' | 'Starter' | 'Entry' | 'Pro' | 'Enterprise';
export type Feature =
  | 'requestStoryboard'
  | 'customiseStoryboard'
  | 'viewVideoAssets'
  | 'viewInsights'
  | 'viewRecommender'
  | 'viewRender'
  | 'viewDeepStory'
  | 'viewDownloadKden';
export type Role = 'admin' | 'customer';
export type NotificationSetting = 'ALL' | 'NONE' | 'BILLING' | 'SALES';
export type RemoteName = 'mfe-account' | 'mfe-storyboards' | 'mfe-deepstory' | 'mfe-admin' | 'mfe-insights';

export interface PortalConfig {
  readonly apiUrl: string;
  readonly mode: 'local' | 'aws';
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly userPoolEndpoint: string | null;
  readonly stripePublishableKey: string | null;
  readonly marketingUrl: string;
  readonly restrictedPlans: readonly string[];
}

export interface SessionUser {
  readonly sub: string;
  readonly username: string;
  readonly email: string;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly role: Role;
  readonly customerId: string | null;
  readonly subscriptionName: string | null;
  readonly tier: Tier | null;
  readonly attributes: Readonly<Record<string, string>>;
}

export type SessionStatus = 'authenticating' | 'signedIn' | 'signedOut';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  readonly features: readonly Feature[];
  readonly error: string | null;
  readonly lastAuthCheckTime: number | null;
}

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

export type SignUpOutcome = 'awaitingAuth' | 'usernameExists' | 'reSendCode' | 'failed';

export interface SessionApi {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
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
  saveNotificationSetting(setting: NotificationSetting): Promise<void>;
  refreshAttributes(): Promise<SessionSnapshot>;
}

/** The bus events of 1.0.0 and their payloads. */
export interface EventMap {
  'session/changed': { status: SessionStatus; sub: string | null };
  'session/signedOut': { reason: 'user' | 'expired' | 'restrictedPlan' | 'otherTab' };
  'toast/requested': { kind: 'error' | 'success' | 'info' | 'warning'; message: string; durationMs?: number | undefined };
  'nav/badgeChanged': { badge: string; count: number };
  'analytics/tracked': { name: string; properties?: Record<string, string | number | boolean | null> | undefined };
  'subscription/changed': { tier: string | null };
  'storyboard/addedToAccount': { scriptId: number };
  'remote/failed': { remote: RemoteName; phase: 'load' | 'mount' | 'render'; message: string };
}
export type EventName = keyof EventMap;

export interface EventBus {
  publish<K extends EventName>(name: K, payload: EventMap[K]): boolean;
  subscribe<K extends EventName>(name: K, handler: (payload: EventMap[K]) => void): () => void;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

export interface RemoteMountProps {
  readonly remote: RemoteName;
  readonly session: SessionApi;
  readonly bus: EventBus;
  readonly config: PortalConfig;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly onRenderError: (error: Error) => void;
}

export interface RemoteAppModule {
  bootstrap(props: RemoteMountProps): Promise<unknown>;
  mount(props: RemoteMountProps): Promise<unknown>;
  unmount(props: RemoteMountProps): Promise<unknown>;
  update?(props: RemoteMountProps): Promise<unknown>;
  preload?(pathname: string): void;
}

export type NavIcon = 'home' | 'deepstory' | 'storyboards' | 'videos' | 'metrics' | 'insights' | 'recommender';

export interface RouteDefinition {
  path: string;
  prefix?: boolean;
  title: string;
  access: 'public' | 'guest' | 'private';
  role?: Role;
  feature?: Feature;
  upgradeNow?: boolean;
}

export interface NavItem {
  key: string;
  label: string;
  path: string;
  icon: NavIcon;
  order: number;
  activePrefix?: string;
  role?: Role;
  feature?: Feature;
  badge?: string;
}

export interface RemoteManifest {
  name: RemoteName;
  contractVersion: string;
  routes: RouteDefinition[];
  nav: NavItem[];
}
