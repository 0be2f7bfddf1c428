import { mountRootParcel, start } from 'single-spa';
import {
  localPortalConfig,
  type PortalConfig,
  type RemoteAppModule,
  type RemoteManifest,
  type SessionApi,
} from '@portal/shared-contracts/core';
import { createEventBus } from './bus';
import { createStandaloneSession } from './standaloneSession';

const DEFAULT_CONFIG: PortalConfig = localPortalConfig();

/** A one-line sign-in / sign-out bar for the standalone shell (local api only). */
function signInBar(session: SessionApi): HTMLElement {
  const form = document.createElement('form');
  form.style.cssText = 'margin-left:auto;display:flex;gap:6px;align-items:center;color:#fff';
  const render = (): void => {
    const { status, user, error } = session.getSnapshot();
    form.replaceChildren();
    if (status === 'signedIn' && user) {
      const out = document.createElement('button');
      out.type = 'button';
      out.textContent = `Sign out ${user.email}`;
      out.addEventListener('click', () => void session.signOut());
      form.append(out);
      return;
    }
    const email = Object.assign(document.createElement('input'), { type: 'email', placeholder: 'Email', name: 'email', value: 'pro@demo.test' });
    const password = Object.assign(document.createElement('input'), { type: 'password', placeholder: 'Password', name: 'password' });
    email.setAttribute('aria-label', 'Email');
    password.setAttribute('aria-label', 'Password');
    const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Sign in' });
    form.append(email, password, submit);
    if (error) form.append(Object.assign(document.createElement('span'), { textContent: error, role: 'alert' }));
    form.onsubmit = (event) => {
      event.preventDefault();
      void session.signIn(email.value, password.value).catch(() => undefined);
    };
  };
  session.subscribe(render);
  render();
  return form;
}

/**
 * Runs a remote alone (npm run dev -w mfe-x): a minimal shell listing the remote's
 * routes and mounting its parcel, so a team can work without the other apps.
 */
export async function mountStandalone(
  app: RemoteAppModule,
  manifest: RemoteManifest,
  session: SessionApi = createStandaloneSession(DEFAULT_CONFIG),
): Promise<void> {
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
  nav.append(signInBar(session));
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
