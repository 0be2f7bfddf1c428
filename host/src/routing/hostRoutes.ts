import { NAV_LABELS, ROUTES, type NavItem, type RouteDefinition } from '@portal/shared-contracts/core';

/** Routes the shell renders itself. */
export const HOST_ROUTES: readonly RouteDefinition[] = [
  { path: ROUTES.welcome, title: 'Welcome', access: 'private' },
  { path: ROUTES.notFound, title: 'Page not found', access: 'public' },
  { path: ROUTES.serverError, title: 'Something went wrong', access: 'public' },
];

/** The shell's own nav item; the remotes' come from their manifests. */
export const HOST_NAV: readonly NavItem[] = [{ key: 'welcome', label: NAV_LABELS.welcome, path: ROUTES.welcome, icon: 'home', order: 10 }];
