import {
  ROLES,
  SIGNED_OUT,
  currentUserResponseSchema,
  featuresFor,
  toTier,
  type PortalConfig,
  type SessionApi,
  type SessionSnapshot,
} from '@portal/shared-contracts/core';
import { ApiError, NetworkError } from './http/apiError';
import { createHttpClient } from './http/client';

interface Tokens {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken: string;
}

const STORAGE_KEY = 'portal:standalone:tokens';

const claimsOf = (jwt: string): Record<string, unknown> => {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
};

const unavailable = (what: string) => (): Promise<never> =>
  Promise.reject(new Error(`${what} is handled by the host; run the whole portal (npm run dev) for it.`));

/**
 * The session of a remote running alone (npm run dev -w mfe-x) in local mode: a password
 * sign-in straight against the api's Cognito-protocol endpoint, tokens kept for the tab
 * in sessionStorage. It exists so a team can work signed in without the host; the
 * portal itself always uses the host's session (Amplify).
 */
export function createStandaloneSession(config: PortalConfig): SessionApi {
  let snapshot: SessionSnapshot = SIGNED_OUT;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const set = (next: SessionSnapshot): SessionSnapshot => {
    snapshot = next;
    for (const l of listeners) l(next);
    return next;
  };
  const endpoint = config.userPoolEndpoint ?? `${config.apiUrl}/cognito`;

  // The identity provider's own protocol (what Amplify does in the host), not an api call:
  // its content type and target header are outside the shared client.
  async function cognito<T>(target: string, body: object): Promise<T> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify({ ClientId: config.userPoolClientId, ...body }),
    });
    const json = (await response.json().catch(() => ({}))) as T & { message?: string; __type?: string };
    if (!response.ok) throw Object.assign(new Error(json.message ?? `${target} failed`), { name: json.__type ?? 'Error' });
    return json;
  }

  const stored = (): Tokens | null => {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Tokens) : null;
  };

  async function tokens(): Promise<Tokens | null> {
    const current = stored();
    if (!current) return null;
    if (Number(claimsOf(current.IdToken)['exp']) * 1000 > Date.now() + 60_000) return current;
    try {
      const { AuthenticationResult } = await cognito<{ AuthenticationResult: Omit<Tokens, 'RefreshToken'> & { RefreshToken?: string } }>(
        'GetTokensFromRefreshToken',
        { RefreshToken: current.RefreshToken },
      );
      const next = { ...AuthenticationResult, RefreshToken: AuthenticationResult.RefreshToken ?? current.RefreshToken };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    } catch {
      sessionStorage.removeItem(STORAGE_KEY);
      set(SIGNED_OUT);
      return null;
    }
  }

  async function load(): Promise<SessionSnapshot> {
    const t = await tokens();
    if (!t) return set(SIGNED_OUT);
    const claims = claimsOf(t.IdToken);
    const attributes = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, String(v)]));
    // Any answer but the user's (a 404 for one the backend does not know) reads as a customer.
    const current = await createHttpClient({ apiUrl: config.apiUrl, getIdToken: async () => t.IdToken })
      .get('/proxy/v1/current-user', currentUserResponseSchema)
      .then(
        ({ result }) => result,
        (error: unknown) => {
          if (error instanceof ApiError && !(error instanceof NetworkError)) return null;
          throw error;
        },
      );
    const role = current?.role ?? ROLES.customer;
    let subscriptionName: string | null = null;
    try {
      const list = JSON.parse(attributes['custom:subscriptions'] ?? '[]') as Array<{ name?: string }>;
      subscriptionName = list[0]?.name ?? null;
    } catch {
      subscriptionName = null;
    }
    const tier = toTier(subscriptionName);
    return set({
      status: 'signedIn',
      user: {
        sub: attributes['sub'] ?? '',
        username: attributes['cognito:username'] ?? '',
        email: attributes['email'] ?? '',
        givenName: attributes['given_name'] ?? null,
        familyName: attributes['family_name'] ?? null,
        role,
        customerId: current ? String(current.id) : null,
        subscriptionName,
        tier,
        attributes,
      },
      features: featuresFor(role, tier),
      error: null,
      lastAuthCheckTime: Date.now(),
    });
  }

  void load().catch(() => set(SIGNED_OUT));

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (await tokens())?.IdToken ?? null,
    getAccessToken: async () => (await tokens())?.AccessToken ?? null,
    async signIn(email, password) {
      try {
        const { AuthenticationResult } = await cognito<{ AuthenticationResult: Tokens }>('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email.trim(), PASSWORD: password },
        });
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(AuthenticationResult));
        return await load();
      } catch (error) {
        set({ ...SIGNED_OUT, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
    async signOut() {
      const current = stored();
      sessionStorage.removeItem(STORAGE_KEY);
      if (current) await cognito('RevokeToken', { Token: current.RefreshToken }).catch(() => undefined);
      set(SIGNED_OUT);
    },
    signUp: unavailable('Sign-up'),
    confirmSignUp: unavailable('Sign-up'),
    resendSignUpCode: unavailable('Sign-up'),
    requestPasswordReset: unavailable('Password reset'),
    confirmPasswordReset: unavailable('Password reset'),
    changePassword: unavailable('Password change'),
    saveNotificationSetting: unavailable('Notification setting'),
    verifyCredentials: unavailable('Verify credentials'),
    reauthenticate: unavailable('Re-authentication'),
    refreshAttributes: load,
  };
}
