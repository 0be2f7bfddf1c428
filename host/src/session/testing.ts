import { createEventBus } from '@portal/shared-ui';
import {
  DEFAULT_RESTRICTED_PLANS,
  type EventBus,
  type PortalConfig,
  type SessionApi,
  type SessionSnapshot,
} from '@portal/shared-contracts/core';
import { createHostStore } from '../store';
import type { IdentityPort, IdentityTokens, SeparateSignIn } from './identity';

/** A user of the fake identity provider. */
export interface FakeUser {
  email: string;
  password: string;
  sub: string;
  attributes: Record<string, string>;
  confirmed: boolean;
}

const providerError = (name: string, message: string): Error => Object.assign(new Error(message), { name });

/**
 * An in-memory identity provider for the host's unit tests: it keeps one session,
 * refuses wrong passwords with Cognito's exception names, and can expire the session.
 */
export class FakeIdentity implements IdentityPort {
  users = new Map<string, FakeUser>();
  session: { email: string } | null = null;
  stored = false;
  /** When true, refreshing the tokens fails as with a revoked refresh token. */
  refreshRevoked = false;
  calls: string[] = [];

  addUser(email: string, password: string, attributes: Record<string, string> = {}): FakeUser {
    const user = { email, password, sub: `sub-${email}`, attributes: { email, ...attributes }, confirmed: true };
    this.users.set(email, user);
    return user;
  }

  async currentTokens(forceRefresh = false): Promise<IdentityTokens | null> {
    this.calls.push(`currentTokens:${forceRefresh}`);
    if (!this.session) return null;
    if (forceRefresh && this.refreshRevoked) throw providerError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = this.users.get(this.session.email)!;
    return { idToken: `id:${user.email}`, accessToken: `access:${user.email}`, claims: { sub: user.sub, 'cognito:username': user.sub } };
  }
  async attributes(): Promise<Record<string, string>> {
    if (!this.session) throw providerError('NotAuthorizedException', 'Access Token has been revoked');
    return { ...this.users.get(this.session.email)!.attributes };
  }
  async signIn(email: string, password: string): Promise<void> {
    this.calls.push(`signIn:${email}`);
    const user = this.users.get(email.toLowerCase());
    if (!user) throw providerError('UserNotFoundException', 'User does not exist.');
    if (user.password !== password) throw providerError('NotAuthorizedException', 'Incorrect username or password.');
    if (!user.confirmed) throw providerError('UserNotConfirmedException', 'User is not confirmed.');
    this.session = { email: user.email };
    this.stored = true;
  }
  async signOut(): Promise<void> {
    this.calls.push('signOut');
    this.session = null;
    this.stored = false;
  }
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    const user = this.users.get(this.session?.email ?? '');
    if (!user || user.password !== oldPassword) throw providerError('NotAuthorizedException', 'Incorrect username or password.');
    user.password = newPassword;
  }
  async requestPasswordReset(): Promise<void> {}
  async confirmPasswordReset(): Promise<void> {}
  async confirmSignUp(email: string, code: string): Promise<void> {
    if (code !== '123456') throw providerError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    const user = this.users.get(email);
    if (user) user.confirmed = true;
  }
  async resendSignUpCode(): Promise<void> {}
  /** Live separate sign-ins by id token (a revoked one is removed). */
  readonly separate = new Set<string>();
  private separateCount = 0;
  async separateSignIn(email: string, password: string): Promise<SeparateSignIn | null> {
    const user = this.users.get(email);
    if (user?.password !== password) return null;
    const idToken = `reauth:${email}:${++this.separateCount}`;
    this.separate.add(idToken);
    return { idToken, revoke: async () => void this.separate.delete(idToken) };
  }
}

export const TEST_CONFIG: PortalConfig = {
  apiUrl: 'http://api.test',
  mode: 'local',
  region: 'ap-southeast-2',
  userPoolId: 'ap-southeast-2_Test',
  userPoolClientId: 'testclient',
  userPoolEndpoint: 'http://api.test/cognito',
  stripePublishableKey: null,
  marketingUrl: 'https://marketing.test/pricing',
  restrictedPlans: DEFAULT_RESTRICTED_PLANS,
};

/** A host store with the fake identity provider and a quiet, single-tab bus. */
export function createTestHost(options: { bus?: EventBus; identity?: FakeIdentity; now?: () => number; leave?: (url: string) => void } = {}) {
  const bus = options.bus ?? createEventBus({ channelName: null, logger: { error: jest.fn() } });
  const identity = options.identity ?? new FakeIdentity();
  const leave = options.leave ?? jest.fn();
  const host = createHostStore({
    config: TEST_CONFIG,
    bus,
    identity: async () => identity,
    hasStoredSession: () => identity.stored,
    now: options.now,
    leave,
  });
  return { ...host, bus, identity, leave };
}

/* eslint-disable no-restricted-properties -- the test double of the network boundary itself */
const realFetch = globalThis.fetch;
// Every test file that uses these helpers gets the environment's own fetch back after each test.
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Replaces fetch for the current test (restored after it) and returns the mock. */
export function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>): jest.Mock {
  const mock = jest.fn(impl);
  globalThis.fetch = mock as typeof fetch;
  return mock;
}
/* eslint-enable no-restricted-properties */

/** A JSON answer as fetch gives it. */
export const jsonResponse = (status: number, body: unknown = {}): Response =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** Resolves once a store's state satisfies the predicate (checked now and on every change). */
export function untilState<S>(store: { getState(): S; subscribe(listener: () => void): () => void }, predicate: (state: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = store.getState();
      if (!predicate(state)) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** Resolves once the session's snapshot satisfies the predicate. */
export function untilSnapshot(session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>, predicate: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
  return untilState({ getState: () => session.getSnapshot(), subscribe: (listener) => session.subscribe(() => listener()) }, predicate);
}

/** A promise with its resolve function, for answers a test hands out when it chooses. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** One route of the faked api: its answer to a request. */
export type Handler = (url: string, init: RequestInit | undefined) => { status: number; body?: unknown };

/** Routes fetch to a handler per "METHOD /path"; records every call. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; init: RequestInit | undefined }> = [];
  stubFetch(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.replace(TEST_CONFIG.apiUrl, '').split('?')[0]}`;
    calls.push({ key, init });
    const handler = routes[key];
    const { status, body } = handler ? handler(url, init) : { status: 500, body: { error_code: 'X', error_message: 'no route' } };
    return jsonResponse(status, body);
  });
  return calls;
}

/** Waits (up to 2 s) until `key` has been called. */
export async function untilCalled(calls: ReadonlyArray<{ key: string }>, key: string): Promise<void> {
  for (let i = 0; i < 200 && !calls.some((c) => c.key === key); i++) await new Promise((r) => setTimeout(r, 10));
  expect(calls.map((c) => c.key)).toContain(key);
}

/** The `custom:subscriptions` attribute of a user on plan `name`. */
export const subs = (name: string) => JSON.stringify([{ name, id: 'sub_1', created: 1 }]);
/** The product api routes a signed-in session calls. */
export const productRoutes = (role = 'customer'): Record<string, Handler> => ({
  'GET /proxy/v1/current-user': () => ({ status: 200, body: { result: { id: 7, role } } }),
  'PUT /user/updateLastLoginDate': () => ({ status: 204 }),
  'PUT /preferences/notification': () => ({ status: 204 }),
});

/** A host whose identity provider knows pro@demo.test, with the product api faked; `calls` records its requests. */
export function signedInHost(attributes: Record<string, string> = {}, role = 'customer', now?: () => number, routes: Record<string, Handler> = {}) {
  const identity = new FakeIdentity();
  identity.addUser('pro@demo.test', 'Demo!2345', { given_name: 'Priya', family_name: 'Patel', 'custom:subscriptions': subs('Pro'), ...attributes });
  const calls = mockApi({ ...productRoutes(role), ...routes });
  return { ...createTestHost({ identity, now }), calls };
}
