import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import {
  ROLES,
  SIGNED_OUT,
  featuresFor,
  toTier,
  type EventBus,
  type PortalConfig,
  type SessionApi,
  type SessionSnapshot,
  type SessionUser,
  type SignUpInput,
  type SignUpOutcome,
} from '@portal/shared-contracts';
import { fetchCurrentUser } from './productApi';

/** First item's name of the custom:subscriptions JSON list (000 §3), or null. */
export function subscriptionNameOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const list = JSON.parse(raw) as Array<{ name?: unknown }>;
    return typeof list[0]?.name === 'string' ? list[0].name : null;
  } catch {
    return null;
  }
}

/**
 * The host's session: the only code that talks to Amplify Auth. Remotes see it
 * through the SessionApi contract in their mount props.
 */
export function createAmplifySession(config: PortalConfig, bus: EventBus): SessionApi & { start(): Promise<void> } {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
  let snapshot: SessionSnapshot = { ...SIGNED_OUT, status: 'authenticating' };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const set = (next: SessionSnapshot): void => {
    const changed = next.status !== snapshot.status || next.user?.sub !== snapshot.user?.sub;
    snapshot = next;
    for (const l of listeners) l(snapshot);
    if (changed) bus.publish('session/changed', { status: next.status, sub: next.user?.sub ?? null });
  };

  async function load(): Promise<SessionSnapshot> {
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken?.toString();
    if (!idToken || !tokens?.idToken) return { ...SIGNED_OUT };
    const attrs = (await fetchUserAttributes()) as Record<string, string>;
    const current = await fetchCurrentUser(config.apiUrl, idToken).catch(() => null);
    const subscriptionName = subscriptionNameOf(attrs['custom:subscriptions']);
    const tier = toTier(subscriptionName);
    const role = current?.role ?? ROLES.customer;
    const claims = tokens.idToken.payload;
    const user: SessionUser = {
      sub: String(claims.sub ?? attrs.sub ?? ''),
      username: String(claims['cognito:username'] ?? attrs.email ?? ''),
      email: attrs.email ?? '',
      givenName: attrs.given_name ?? null,
      familyName: attrs.family_name ?? null,
      role,
      customerId: current?.id ?? null,
      subscriptionName,
      tier,
      attributes: attrs,
    };
    return { status: 'signedIn', user, features: featuresFor(role, tier), error: null, lastAuthCheckTime: Date.now() };
  }

  async function refresh(): Promise<SessionSnapshot> {
    try {
      set(await load());
    } catch {
      set({ ...SIGNED_OUT });
    }
    return snapshot;
  }

  bus.subscribe('session/signedOut', ({ reason }) => {
    if (reason === 'otherTab' || snapshot.status === 'signedIn') {
      void signOut().catch(() => undefined).finally(() => set({ ...SIGNED_OUT }));
    }
  });

  return {
    start: async () => {
      await refresh();
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (await fetchAuthSession()).tokens?.idToken?.toString() ?? null,
    getAccessToken: async () => (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null,
    signIn: async (email, password) => {
      set({ ...snapshot, status: 'authenticating', error: null });
      try {
        await signIn({ username: email.trim(), password });
        return await refresh();
      } catch (error) {
        set({ ...SIGNED_OUT, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
    signOut: async () => {
      await signOut().catch(() => undefined);
      set({ ...SIGNED_OUT });
      bus.publish('session/signedOut', { reason: 'user' });
    },
    signUp: async (input: SignUpInput): Promise<SignUpOutcome> => {
      const result = await signUp({
        username: input.email,
        password: input.password,
        options: { userAttributes: { email: input.email, given_name: input.firstName, family_name: input.lastName } },
      });
      return result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'awaitingAuth' : 'failed';
    },
    confirmSignUp: async (email, code) => {
      await confirmSignUp({ username: email, confirmationCode: code });
    },
    resendSignUpCode: async (email) => {
      await resendSignUpCode({ username: email });
    },
    requestPasswordReset: async (email) => {
      await resetPassword({ username: email });
    },
    confirmPasswordReset: async (email, code, newPassword) => {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },
    changePassword: async (oldPassword, newPassword) => {
      await updatePassword({ oldPassword, newPassword });
    },
    refreshAttributes: refresh,
  };
}
