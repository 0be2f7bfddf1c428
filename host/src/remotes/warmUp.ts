import type { NavItem, RemoteName, SessionSnapshot } from '@portal/shared-contracts/core';
import { whenIdle } from '../idle';
import { decide } from '../routing/guard';
import { resolveRoute, type Manifests } from '../routing/routeTable';
import { isRegistered, loadApp, refusal } from './federation';

/** One page of the nav to warm: the remote that owns it and its path. */
export interface WarmTarget {
  readonly remote: RemoteName;
  readonly path: string;
}

/**
 * The nav's pages a click would mount a remote for, in nav order: those the guard would
 * render for this user (not an upgrade panel, not a redirect), owned by a registered
 * remote the host accepts, other than the current page.
 */
export function warmTargets(nav: readonly NavItem[], manifests: Manifests, session: SessionSnapshot, currentPath: string): WarmTarget[] {
  return nav.flatMap((item) => {
    if (item.path === currentPath) return [];
    const decision = decide(resolveRoute(item.path, manifests), item.path, session);
    if (decision.kind !== 'render' || decision.route.owner === 'host') return [];
    const remote = decision.route.owner;
    return isRegistered(remote) && !refusal(remote) ? [{ remote, path: item.path }] : [];
  });
}

/** Pages warmed (or being warmed) on this page load: each is fetched once. */
const warmed = new Set<string>();

/** Whether the browser asks to save data (Save-Data, a metered connection). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Warms the nav's pages after sign-in (issue 19): for each target in turn, once the
 * browser is idle, its remote's entry and `./app` load, then the page's own chunk (the
 * app's `preload`), so a first click into it mounts from memory. One page at a time and
 * each at idle, so the current page and the user's input go first; `signal` stops it
 * (the nav changed or the user signed out). Nothing is warmed when the browser saves
 * data. A failed load is left to the outlet, which retries it when the page is opened.
 */
export async function warmUp(targets: readonly WarmTarget[], signal: AbortSignal, idle: () => Promise<void> = whenIdle): Promise<void> {
  if (savesData()) return;
  for (const { remote, path } of targets) {
    const key = `${remote} ${path}`;
    if (warmed.has(key)) continue;
    await idle();
    if (signal.aborted) return;
    warmed.add(key);
    try {
      const app = await loadApp(remote);
      app.preload?.(path);
    } catch {
      // The outlet meets the same failure, with its error panel and Retry.
    }
  }
}

/** For tests: forget what was warmed. */
export function forgetWarmed(): void {
  warmed.clear();
}
