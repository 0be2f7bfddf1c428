import { REMOTE_NAMES, navItemSchema, type NavItem, type RemoteName } from '@portal/shared-contracts/core';

/**
 * The nav items each remote's manifest gave on the last visit, so the side navigation
 * is whole from the first paint (manifests load once the page is idle, ADR 006) and
 * keeps an unreachable remote's items, which lead to its error panel with Retry.
 */
const KEY = 'portal:nav:v1';
const navSchema = navItemSchema.array();
type NavCache = Partial<Record<RemoteName, NavItem[]>>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

/** The cached nav of every remote; empty when nothing (or something unreadable) is stored. */
export function readCachedNav(): NavCache {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  const cache: NavCache = {};
  if (typeof stored !== 'object' || stored === null) return cache;
  for (const name of REMOTE_NAMES) {
    const parsed = navSchema.safeParse((stored as Record<string, unknown>)[name]);
    if (parsed.success) cache[name] = parsed.data;
  }
  return cache;
}

/** Remembers a remote's nav items from its freshly loaded manifest. */
export function cacheNav(name: RemoteName, nav: readonly NavItem[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...readCachedNav(), [name]: nav }));
  } catch {
    // a full or disabled storage only costs the next visit its first-paint nav
  }
}
