import type { RoutePath } from '@portal/shared-contracts/core';
import { manifest } from './manifest';

/** The document title of one of this remote's routes, as its manifest declares it. */
export function routeTitle(path: RoutePath): string {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) throw new Error(`mfe-account does not own ${path}`);
  return route.title;
}
