import { mountRootParcel, start } from 'single-spa';
import {
  LOCAL_IDENTITY,
  SIGNED_OUT,
  type PortalConfig,
  type RemoteAppModule,
  type RemoteManifest,
  type SessionApi,
  type SessionSnapshot,
} from '@portal/shared-contracts';
import { createEventBus } from './bus';

const unavailable = (what: string) => (): Promise<never> =>
  Promise.reject(new Error(`${what} is handled by the host; the standalone shell has no identity provider.`));

/** A signed-out session for running one remote on its own without the host. */
function standaloneSession(): SessionApi {
  const snapshot: SessionSnapshot = SIGNED_OUT;
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    getIdToken: async () => null,
    getAccessToken: async () => null,
    signIn: unavailable('Sign-in'),
    signOut: async () => undefined,
    signUp: unavailable('Sign-up'),
    confirmSignUp: unavailable('Sign-up'),
    resendSignUpCode: unavailable('Sign-up'),
    requestPasswordReset: unavailable('Password reset'),
    confirmPasswordReset: unavailable('Password reset'),
    changePassword: unavailable('Password change'),
    saveNotificationSetting: unavailable('Notification setting'),
    refreshAttributes: async () => snapshot,
  };
}

const DEFAULT_CONFIG: PortalConfig = {
  apiUrl: 'http://localhost:4000',
  mode: 'local',
  region: 'ap-southeast-2',
  userPoolId: LOCAL_IDENTITY.userPoolId,
  userPoolClientId: LOCAL_IDENTITY.userPoolClientId,
  userPoolEndpoint: `http://localhost:4000${LOCAL_IDENTITY.endpointPath}`,
  stripePublishableKey: null,
  marketingUrl: 'https://example.com',
  restrictedPlans: [],
};

/**
 * Runs a remote alone (npm run dev -w mfe-x): a minimal shell listing the remote's
 * routes and mounting its parcel, so a team can work without the other apps.
 */
export async function mountStandalone(app: RemoteAppModule, manifest: RemoteManifest, session: SessionApi = standaloneSession()): Promise<void> {
  start({ urlRerouteOnly: true });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  root.innerHTML = '';
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', `${manifest.name} routes`);
  nav.style.cssText = 'padding:8px 16px;background:#1d1f3a;display:flex;gap:12px;flex-wrap:wrap';
  for (const route of manifest.routes.filter((r) => !r.path.includes(':'))) {
    const a = document.createElement('a');
    a.href = route.path;
    a.textContent = route.title;
    a.style.color = '#fff';
    a.addEventListener('click', (e) => {
      e.preventDefault();
      window.history.pushState(null, '', route.path);
    });
    nav.append(a);
  }
  const outlet = document.createElement('main');
  root.append(nav, outlet);
  const bus = createEventBus({ channelName: null });
  bus.subscribe('toast/requested', ({ kind, message }) => console.info(`[toast:${kind}] ${message}`));
  await mountRootParcel(app as never, {
    domElement: outlet,
    remote: manifest.name,
    session,
    bus,
    config: DEFAULT_CONFIG,
    navigate: (to: string) => window.history.pushState(null, '', to),
    onRenderError: (error: Error) => console.error(error),
  } as never).mountPromise;
}
