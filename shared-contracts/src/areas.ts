import { z } from 'zod';
import { ROUTES } from './routes';
import { FEATURES, ROLES, type Feature, type Role } from './tiers';
import type { RemoteName } from './remotes';

/**
 * Who may open a path:
 * - `public`: anyone (legal and contact pages, linked from login and sign-up);
 * - `guest`: signed-out visitors; a signed-in user is sent to /welcome (000 §2);
 * - `private`: signed-in users; a signed-out visitor is sent to /.
 */
export const accessSchema = z.enum(['public', 'guest', 'private']);
export type RouteAccess = z.infer<typeof accessSchema>;

/**
 * A path area a remote owns, with its gate: the path itself and every deeper path
 * (or only the path, when `exact`). This is all the host knows of a remote before
 * its `./manifest` arrives, and it is enough for the route guard, the first-paint
 * prefetch, the upgrade panel and the error panel of an unreachable remote. The
 * routes, titles and nav items inside an area are the remote's own (its manifest);
 * a manifest route can add a role or feature to its area's gate but never lift it.
 */
export interface RemoteArea {
  readonly remote: RemoteName;
  readonly path: string;
  readonly exact?: boolean;
  /** The area's name, for the upgrade and error panels shown before its manifest arrives. */
  readonly title: string;
  readonly access: RouteAccess;
  /** A role the user must hold; otherwise the guard redirects to /. */
  readonly role?: Role;
  /** A feature the user must hold; otherwise the shared upgrade panel shows. */
  readonly feature?: Feature;
  /** The upgrade panel also offers "Upgrade Now" to the subscription hub (001 §2: videos). */
  readonly upgradeNow?: boolean;
}

const area = (remote: RemoteName, path: string, title: string, gate: Partial<RemoteArea> = {}): RemoteArea => ({
  remote,
  path,
  title,
  access: 'private',
  ...gate,
});

/** Every remote's path areas (002 §2 route table), with the gates of 000 §2 and 002 §1. */
export const REMOTE_AREAS: readonly RemoteArea[] = [
  area('mfe-account', ROUTES.login, 'Login', { exact: true, access: 'guest' }),
  area('mfe-account', ROUTES.createUser, 'Sign Up', { access: 'guest' }),
  area('mfe-account', ROUTES.subscription, 'Subscription'),
  area('mfe-storyboards', ROUTES.storyboards, 'Storyboards'),
  // 001 §2: without the videos entitlement, "Talk to sales" and "Upgrade Now" (Entry).
  area('mfe-storyboards', ROUTES.videos, 'Videos', { feature: FEATURES.viewVideoAssets, upgradeNow: true }),
  area('mfe-storyboards', ROUTES.storymaker, 'Storymaker', { role: ROLES.admin }),
  // 001 §2: the custom storyboard request, for plans with the permission (docs/adr/025).
  area('mfe-storyboards', ROUTES.requestForm, 'Request Form', { feature: FEATURES.requestStoryboard }),
  area('mfe-deepstory', ROUTES.deepStory, 'Deep Story', { feature: FEATURES.viewDeepStory }),
  area('mfe-admin', ROUTES.admin, 'Admin', { role: ROLES.admin }),
  // 000 §4 help text: Insights and Metrics need Pro or Enterprise; 002 §2: "Talk to sales" only.
  area('mfe-insights', ROUTES.metrics, 'Metrics', { feature: FEATURES.viewInsights }),
  area('mfe-insights', ROUTES.insights, 'Insights', { feature: FEATURES.viewInsights }),
  area('mfe-insights', ROUTES.insightsReport, 'Insights Report', { feature: FEATURES.viewInsights }),
  area('mfe-insights', ROUTES.recommendations, 'Recommendations', { feature: FEATURES.viewRecommender }),
  area('mfe-insights', ROUTES.needHelp, 'Need Help'),
  // The help topics (/help/overview, /help/portal, ...).
  area('mfe-insights', '/help', 'Help'),
  area('mfe-insights', ROUTES.contactForm, 'Contact Us', { access: 'public' }),
  area('mfe-insights', ROUTES.terms, 'Terms of Service', { access: 'public' }),
  area('mfe-insights', ROUTES.privacy, 'Privacy Policy', { access: 'public' }),
];

/** True when `pathname` (canonical) lies in `area`. */
export function inArea(area: RemoteArea, pathname: string): boolean {
  if (pathname === area.path) return true;
  return !area.exact && pathname.startsWith(area.path === '/' ? '/' : `${area.path}/`);
}

/** The area owning a canonical pathname: the longest matching one, or null. */
export function areaOf(pathname: string, areas: readonly RemoteArea[] = REMOTE_AREAS): RemoteArea | null {
  let best: RemoteArea | null = null;
  for (const candidate of areas) {
    if (inArea(candidate, pathname) && (!best || candidate.path.length > best.path.length)) best = candidate;
  }
  return best;
}

/** The areas of one remote. */
export function areasOf(remote: RemoteName): RemoteArea[] {
  return REMOTE_AREAS.filter((a) => a.remote === remote);
}
