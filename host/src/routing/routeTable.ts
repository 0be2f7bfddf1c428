import {
  REMOTE_NAMES,
  areaOf,
  areaOfPattern,
  areaRoute,
  canonicalPath,
  gatedRoute,
  matchPath,
  type NavItem,
  type RemoteArea,
  type RemoteManifest,
  type RemoteName,
  type RouteDefinition,
} from '@portal/shared-contracts/core';
import { HOST_NAV, HOST_ROUTES } from './hostRoutes';

export type RouteOwner = RemoteName | 'host';

/** The manifests that have arrived; a missing one is loading, failed or not asked for yet. */
export type Manifests = Partial<Record<RemoteName, RemoteManifest | null>>;

export interface ResolvedRoute {
  readonly owner: RouteOwner;
  /** The route with its area's gate applied (docs/adr/001). */
  readonly route: RouteDefinition;
  readonly params: Record<string, string>;
  /**
   * Resolved from the owner's area alone: its manifest has not arrived, so the route's
   * own title, extra gates and even its existence are not known yet.
   */
  readonly provisional: boolean;
}

/** The manifest's routes inside `area` (a remote cannot claim paths outside its areas). */
function ownRoutes(manifest: RemoteManifest, area: RemoteArea): RouteDefinition[] {
  return manifest.routes.filter((route) => areaOfPattern(route.path) === area);
}

/** Finds the route for a pathname: exact patterns first, then the longest owning prefix route. */
function findRoute(routes: readonly RouteDefinition[], path: string): { route: RouteDefinition; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  const prefixes = routes
    .filter((r) => r.prefix && (path === r.path || path.startsWith(`${r.path}/`)))
    .sort((a, b) => b.path.length - a.path.length);
  return prefixes[0] ? { route: prefixes[0], params: {} } : null;
}

/**
 * Resolves a pathname: the shell's own routes, else the area of shared-contracts that
 * owns it and, once that remote's manifest has arrived, the remote's own route there.
 * Null when nobody owns the path.
 */
export function resolveRoute(pathname: string, manifests: Manifests): ResolvedRoute | null {
  const path = canonicalPath(pathname);
  const host = findRoute(HOST_ROUTES, path);
  if (host) return { owner: 'host', ...host, provisional: false };
  const area = areaOf(path);
  if (!area) return null;
  const manifest = manifests[area.remote];
  if (!manifest) return { owner: area.remote, route: areaRoute(area), params: {}, provisional: true };
  const own = findRoute(ownRoutes(manifest, area), path);
  return own ? { owner: area.remote, route: gatedRoute(area, own.route), params: own.params, provisional: false } : null;
}

/** The left navigation: the shell's item plus every known manifest's, in their declared order. */
export function buildNav(navs: Partial<Record<RemoteName, readonly NavItem[] | null>>): NavItem[] {
  const items: NavItem[] = [...HOST_NAV];
  for (const name of REMOTE_NAMES) items.push(...(navs[name] ?? []));
  return items.sort((a, b) => a.order - b.order);
}
