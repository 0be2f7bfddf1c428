import { z } from 'zod';
import { remoteNameSchema } from './remotes';

/**
 * Every event that crosses an app boundary, with the zod schema its payload must
 * satisfy. The bus validates at publish time and never delivers a bad payload.
 */
export const EVENT_SCHEMAS = {
  /** The session changed (sign-in, sign-out, attribute refresh). Mirrored across tabs. */
  'session/changed': z.object({
    status: z.enum(['authenticating', 'signedIn', 'signedOut']),
    sub: z.string().nullable(),
  }),
  /** A user signed out; every tab of the portal signs out too. Mirrored across tabs. */
  'session/signedOut': z.object({
    reason: z.enum(['user', 'expired', 'restrictedPlan', 'otherTab']),
  }),
  /** Ask the shell to show a toast (errors bottom centre, dark theme). */
  'toast/requested': z.object({
    kind: z.enum(['error', 'success', 'info', 'warning']),
    message: z.string().min(1),
    durationMs: z.number().int().positive().optional(),
  }),
  /** A nav badge counter changed (the Videos count, say). */
  'nav/badgeChanged': z.object({
    badge: z.string().min(1),
    count: z.number().int().nonnegative(),
  }),
  /**
   * The Videos page marked the customer's library seen (POST .../library-assets/seen);
   * the host asks for the unseen count again and updates the Videos nav badge (000 §2).
   */
  'library/seen': z.object({}),
  /** An analytics event (000 §7, 002 §7 names). */
  'analytics/tracked': z.object({
    name: z.string().min(1),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  /** The subscription level changed; the host refreshes identity attributes. */
  'subscription/changed': z.object({
    tier: z.string().nullable(),
  }),
  /** An AI storyboard became a classic storyboard (002 §4 add to account). */
  'storyboard/addedToAccount': z.object({
    scriptId: z.number().int().positive(),
  }),
  /** A remote failed to load, mount or render. */
  'remote/failed': z.object({
    remote: remoteNameSchema,
    phase: z.enum(['load', 'mount', 'render']),
    message: z.string(),
  }),
} as const;

/** The nav badges the host keeps (a nav item's `badge`): the Videos count of unseen library assets (000 §2). */
export const NAV_BADGES = { videos: 'videos' } as const;
export type NavBadge = (typeof NAV_BADGES)[keyof typeof NAV_BADGES];

export type EventMap = { [K in keyof typeof EVENT_SCHEMAS]: z.infer<(typeof EVENT_SCHEMAS)[K]> };
export type EventName = keyof EventMap;

/** Events that are also sent to the portal's other tabs through BroadcastChannel. */
export const CROSS_TAB_EVENTS: readonly EventName[] = ['session/changed', 'session/signedOut'];

export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

/** Typed publish/subscribe shared by the host and every remote. */
export interface EventBus {
  /** Validates and delivers; returns false (and logs why) when the payload is refused. */
  publish<K extends EventName>(name: K, payload: EventMap[K]): boolean;
  subscribe<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
}

/** Analytics event names used across the portal. */
export const ANALYTICS_EVENTS = {
  upload: 'Upload',
  login: 'Login',
  accountUpdateCard: 'Account Update Card',
  passwordResetSuccessful: 'Password Reset Successful',
  manageSubscriptionClicked: 'Manage Subscription clicked',
  aiStoryboardError: 'AI Storyboard Error',
  accessedMetricsPage: 'Accessed metrics page',
  recommenderPageView: 'Recommender page view',
  insightsPageView: 'Insights page view',
  /** A test render finished (001 §4: success and failure are recorded). */
  renderVideoSucceeded: 'Render Video Succeeded',
  renderVideoFailed: 'Render Video Failed',
  /** The host's page view of every route (the route travels with the event). */
  pageView: 'Page view',
  /** The recommender's modals, tracked as each opens (002 §2). */
  recommenderUserDetailOpened: 'Recommender user detail opened',
  recommenderStoryboardOpened: 'Recommender storyboard opened',
  recommenderVideoOpened: 'Recommender video opened',
  /** "Talk to sales" on an upgrade or upsell panel (002 §2). */
  talkToSalesClicked: 'Talk to sales clicked',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
