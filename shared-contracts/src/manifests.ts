import { areaOf, type RemoteArea } from './areas';
import { canonicalPath } from './routes';
import type { NavItem, RemoteManifest, RemoteName, RouteDefinition } from './remotes';

/** A route as a remote writes it in its manifest: its access is its area's. */
export type ManifestRoute = Omit<RouteDefinition, 'access'>;

export interface ManifestInput {
  readonly name: RemoteName;
  /** From `@portal/shared-contracts/version`, so it is the version the remote was built with. */
  readonly contractVersion: string;
  readonly routes: readonly ManifestRoute[];
  readonly nav: readonly NavItem[];
}

/**
 * The area a route pattern lies in: that of its literal part (before the first
 * `:param`), which must then own deeper paths too.
 */
export function areaOfPattern(pattern: string): RemoteArea | null {
  const literal = pattern.split('/:')[0] || '/';
  const area = areaOf(canonicalPath(literal));
  return area && (literal === pattern || !area.exact) ? area : null;
}

/**
 * What is wrong with a manifest as the host reads it: routes outside the remote's own
 * areas (a remote cannot claim another's paths) or with another access than their
 * area's. The host drops such routes; a remote's contract test fails on them.
 */
export function manifestProblems(manifest: RemoteManifest): string[] {
  const problems: string[] = [];
  for (const route of manifest.routes) {
    const owner = areaOfPattern(route.path);
    if (!owner || owner.remote !== manifest.name) problems.push(`${route.path} lies outside the areas of ${manifest.name}`);
    else if (owner.access !== route.access) problems.push(`${route.path} is ${route.access} but its area ${owner.path} is ${owner.access}`);
  }
  return problems;
}

/**
 * A remote's `./manifest`: its routes, each given the access of the area it lies in,
 * and its nav items. Throws on a route outside the remote's areas.
 */
export function defineManifest(input: ManifestInput): RemoteManifest {
  const routes = input.routes.map((route): RouteDefinition => {
    const owner = areaOfPattern(route.path);
    if (!owner || owner.remote !== input.name) throw new Error(`${input.name} does not own ${route.path} (shared-contracts areas.ts)`);
    return { ...route, access: owner.access };
  });
  return { name: input.name, contractVersion: input.contractVersion, routes, nav: [...input.nav] };
}

/**
 * The route the guard applies: the remote's own (title, params, extra gates) under its
 * area's gate, which a manifest can add to but never lift.
 */
export function gatedRoute(area: RemoteArea, route: RouteDefinition): RouteDefinition {
  return {
    ...route,
    access: area.access,
    role: area.role ?? route.role,
    feature: area.feature ?? route.feature,
    upgradeNow: area.upgradeNow ?? route.upgradeNow,
  };
}

/** The area itself as a route, for paths whose remote has not sent its manifest yet. */
export function areaRoute(area: RemoteArea): RouteDefinition {
  const { path, exact, title, access, role, feature, upgradeNow } = area;
  return { path, prefix: !exact, title, access, role, feature, upgradeNow };
}
