import type { RemoteName } from '@portal/shared-contracts';
import { readPortalConfig } from '../config';
import { buildRouteTable, resolveRoute } from '../routing/routeTable';
import { hasStoredSession } from '../session/storedSession';
import { loadApp } from './federation';
import { loadRegistry } from './registry';

/**
 * The remote the guard will mount for this path on a fresh page load, when that is
 * known before the session is: public pages always, guest pages for a visitor with no
 * stored session, private pages for one with a stored session. Tier- and role-gated
 * routes are left out (the upgrade panel or a redirect may come instead).
 */
export function pageRemote(pathname: string, storedSession: boolean): RemoteName | null {
  const match = resolveRoute(buildRouteTable({}), pathname);
  if (!match || match.owner === 'host' || match.route.feature || match.route.role) return null;
  switch (match.route.access) {
    case 'public':
      return match.owner;
    case 'guest':
      return storedSession ? null : match.owner;
    default:
      return storedSession ? match.owner : null;
  }
}

/**
 * Starts loading the page's remote, and through its `preload` the page's own chunk,
 * while the shell's own chunks are still on the way, so the downloads run side by side
 * instead of one after the other (ADR 006). The outlet's later load of the same module
 * is answered from the runtime's cache; a failure here is left for the outlet to meet
 * and show with its Retry.
 */
export async function prefetchPageRemote(pathname: string = window.location.pathname): Promise<void> {
  const config = readPortalConfig();
  const remote = pageRemote(pathname, hasStoredSession(config));
  if (!remote) return;
  try {
    await loadRegistry(config.apiUrl);
    const app = await loadApp(remote);
    app.preload?.(pathname);
  } catch {
    // The outlet loads it again and shows the error panel.
  }
}
