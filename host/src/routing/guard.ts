import { ROLES, ROUTES, type NavItem, type SessionSnapshot } from '@portal/shared-contracts/core';
import type { ResolvedRoute } from './routeTable';

export type GuardDecision =
  | { readonly kind: 'authenticating' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'upgrade'; readonly route: ResolvedRoute }
  | { readonly kind: 'render'; readonly route: ResolvedRoute };

/**
 * The route guard of 000 §2:
 * - while authenticating, "Authenticating..." shows (public pages render at once: they
 *   do not depend on the session);
 * - a signed-in user on / or /create_user (guest routes) goes to /welcome;
 * - a signed-out visitor on any non-public page goes to /;
 * - a route needing a role the user lacks (paths containing /storymaker need admin)
 *   sends a signed-in user to /;
 * - a route needing a feature the user lacks shows the upgrade panel.
 */
export function decide(route: ResolvedRoute | null, pathname: string, session: SessionSnapshot): GuardDecision {
  if (route?.route.access === 'public') return { kind: 'render', route };
  if (session.status === 'authenticating') return { kind: 'authenticating' };
  const signedIn = session.status === 'signedIn' && session.user !== null;
  if (!route) return signedIn ? { kind: 'notFound' } : { kind: 'redirect', to: ROUTES.login };
  const { access, role, feature } = route.route;
  if (access === 'guest') return signedIn ? { kind: 'redirect', to: ROUTES.welcome } : { kind: 'render', route };
  if (!signedIn) return { kind: 'redirect', to: ROUTES.login };
  const isAdmin = session.user?.role === ROLES.admin;
  const needsAdmin = role === ROLES.admin || pathname.toLowerCase().includes(ROUTES.storymaker);
  if (needsAdmin && !isAdmin) return { kind: 'redirect', to: ROUTES.login };
  if (feature && !session.features.includes(feature)) return { kind: 'upgrade', route };
  return { kind: 'render', route };
}

/** Nav items the user may see: role-restricted and feature-gated items are hidden otherwise. */
export function visibleNav(items: readonly NavItem[], session: SessionSnapshot): NavItem[] {
  const isAdmin = session.user?.role === ROLES.admin;
  return items.filter((item) => {
    if (item.role && item.role !== session.user?.role && !isAdmin) return false;
    if (item.feature && !isAdmin && !session.features.includes(item.feature)) return false;
    return true;
  });
}

/** The nav key highlighted for a pathname (Deep Story on any /deepstory path). */
export function activeNavKey(items: readonly NavItem[], pathname: string): string | null {
  const exact = items.find((i) => i.path === pathname);
  if (exact) return exact.key;
  const byPrefix = items
    .filter((i) => i.activePrefix && (pathname === i.activePrefix || pathname.startsWith(`${i.activePrefix}/`)))
    .sort((a, b) => (b.activePrefix?.length ?? 0) - (a.activePrefix?.length ?? 0));
  return byPrefix[0]?.key ?? null;
}
