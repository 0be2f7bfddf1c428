import {
  BASELINE_MANIFESTS,
  HOST_NAV,
  HOST_ROUTES,
  REMOTE_NAMES,
  canonicalPath,
  matchPath,
  type NavItem,
  type RemoteManifest,
  type RemoteName,
  type RouteDefinition,
} from '@portal/shared-contracts';

export type RouteOwner = RemoteName | 'host';

export interface RouteEntry {
  readonly owner: RouteOwner;
  readonly route: RouteDefinition;
}

export interface ResolvedRoute extends RouteEntry {
  readonly params: Record<string, string>;
}

/**
 * The route table: the host's own routes, then each remote's manifest, or the
 * baseline manifest of the contracts when the remote could not be reached, so its
 * paths still resolve (to its error panel).
 */
export function buildRouteTable(manifests: Partial<Record<RemoteName, RemoteManifest | null>>): RouteEntry[] {
  const table: RouteEntry[] = HOST_ROUTES.map((route) => ({ owner: 'host', route }));
  for (const name of REMOTE_NAMES) {
    const manifest = manifests[name] ?? BASELINE_MANIFESTS[name];
    for (const route of manifest.routes) table.push({ owner: name, route });
  }
  return table;
}

/** Finds the route for a pathname: exact patterns first, then the longest owning prefix. */
export function resolveRoute(table: readonly RouteEntry[], pathname: string): ResolvedRoute | null {
  const path = canonicalPath(pathname);
  for (const entry of table) {
    const params = matchPath(entry.route.path, path);
    if (params) return { ...entry, params };
  }
  let best: RouteEntry | null = null;
  for (const entry of table) {
    if (!entry.route.prefix) continue;
    const base = entry.route.path;
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > best.route.path.length)) best = entry;
  }
  return best ? { ...best, params: {} } : null;
}

/** The left navigation: host items plus every manifest's, in their declared order. */
export function buildNav(manifests: Partial<Record<RemoteName, RemoteManifest | null>>): NavItem[] {
  const items: NavItem[] = [...HOST_NAV];
  for (const name of REMOTE_NAMES) items.push(...(manifests[name] ?? BASELINE_MANIFESTS[name]).nav);
  return items.sort((a, b) => a.order - b.order);
}
