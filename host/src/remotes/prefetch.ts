import { SIGNED_IN_AS_NO_ONE, SIGNED_OUT, type RemoteName } from '@portal/shared-contracts/core';
import { readPortalConfig } from '../config';
import { decide } from '../routing/guard';
import { resolveRoute } from '../routing/routeTable';
import { hasStoredSession } from '../session/storedSession';
import { loadApp, preloadPage } from './federation';
import { loadRegistry } from './registry';

/**
 * The remote the guard will mount for this path on a fresh page load, when that is
 * known before the session is: the guard's own decision for a signed-out visitor, or
 * for a signed-in user with no role or features when a session is stored (so tier- and
 * role-gated pages, which may end in the upgrade panel or a redirect, are left out).
 */
export function pageRemote(pathname: string, storedSession: boolean): RemoteName | null {
  const decision = decide(resolveRoute(pathname, {}), pathname, storedSession ? SIGNED_IN_AS_NO_ONE : SIGNED_OUT);
  return decision.kind === 'render' && decision.route.owner !== 'host' ? decision.route.owner : null;
}

/**
 * Starts loading the page's remote, and through its `preload` the page's own chunk,
 * while the shell's own chunks are still on the way, so the downloads run side by side
 * instead of one after the other (ADR 006). The outlet shares the same load
 * (federation.ts), so a failure reaches it and shows as its error panel with Retry.
 */
export async function prefetchPageRemote(pathname: string = window.location.pathname): Promise<void> {
  const config = readPortalConfig();
  const remote = pageRemote(pathname, hasStoredSession(config));
  if (!remote) return;
  try {
    await loadRegistry(config.apiUrl);
    // The manifest confirms the route before the outlet mounts: fetch it beside the app.
    // It also starts the page's chunk, which `./app` could only ask for once the shared
    // packages it imports have arrived (docs/adr/049).
    preloadPage(remote, pathname).catch(() => undefined);
    const app = await loadApp(remote);
    app.preload?.(pathname);
  } catch {
    // The outlet meets the same failure and shows the error panel.
  }
}
