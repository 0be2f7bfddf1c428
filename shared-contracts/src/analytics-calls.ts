import { z } from 'zod';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from './events';

/*
 * POST /analytics/events (issue 17 "Analytics"; 000 §7, 002 §7 event names; docs/adr/033;
 * the activity reads are in analytics-activity-calls.ts). The host sends the
 * portal's analytics events in batches; the api checks every event against the map below
 * and stores a batch whole or not at all.
 */

/** The limits of the analytics calls (the api enforces them; the host's queue keeps under them). */
export const ANALYTICS_LIMITS = {
  /** Events in one POST /analytics/events. */
  MAX_EVENTS_PER_BATCH: 50,
  /** Bytes of one POST /analytics/events body (413 past it); also what one keepalive fetch may carry. */
  MAX_BODY_BYTES: 64 * 1024,
  /** Events one user may send per RATE_WINDOW_MS (429 RATE_LIMITED past it; the api's ANALYTICS_EVENTS_PER_MINUTE may change it). */
  EVENTS_PER_WINDOW: 600,
  RATE_WINDOW_MS: 60_000,
  /** Characters of a string property, and of an event's route. */
  MAX_STRING_LENGTH: 200,
} as const;

/**
 * How the host sends (docs/adr/033): a batch every FLUSH_INTERVAL_MS or at FLUSH_AT events,
 * at most MAX_QUEUE kept (the oldest dropped), retries after RETRY_BASE_MS doubling up to
 * RETRY_MAX_MS (or the api's Retry-After).
 */
export const ANALYTICS_SENDING = {
  FLUSH_INTERVAL_MS: 5_000,
  FLUSH_AT: 20,
  MAX_QUEUE: 500,
  RETRY_BASE_MS: 2_000,
  RETRY_MAX_MS: 60_000,
} as const;

/** `error_code`s of the analytics calls (besides VALIDATION_ERROR and the 413 PAYLOAD_TOO_LARGE). */
export const ANALYTICS_ERROR_CODES = {
  RATE_LIMITED: 'RATE_LIMITED',
  UNKNOWN_EVENT: 'UNKNOWN_EVENT',
  INVALID_EVENT: 'INVALID_EVENT',
  INVALID_RANGE: 'INVALID_RANGE',
} as const;

const text = z.string().max(ANALYTICS_LIMITS.MAX_STRING_LENGTH);
const nullableText = text.nullable();
const id = z.number().int().nonnegative();
/** An event without properties: none allowed. */
const none = z.strictObject({});

/**
 * Every analytics event the portal sends, with the properties it may carry: small values
 * only (strings up to MAX_STRING_LENGTH, numbers, booleans, null), unknown properties refused.
 */
export const ANALYTICS_EVENT_PROPERTIES = {
  [ANALYTICS_EVENTS.upload]: z.strictObject({
    kind: text,
    target: text,
    size: z.number().nonnegative().nullable(),
    ok: z.boolean(),
  }),
  [ANALYTICS_EVENTS.login]: none,
  [ANALYTICS_EVENTS.accountUpdateCard]: none,
  [ANALYTICS_EVENTS.passwordResetSuccessful]: none,
  [ANALYTICS_EVENTS.manageSubscriptionClicked]: none,
  [ANALYTICS_EVENTS.aiStoryboardError]: z.strictObject({ error_code: nullableText, error_message: nullableText }),
  [ANALYTICS_EVENTS.accessedMetricsPage]: none,
  [ANALYTICS_EVENTS.recommenderPageView]: none,
  [ANALYTICS_EVENTS.insightsPageView]: none,
  [ANALYTICS_EVENTS.renderVideoSucceeded]: z.strictObject({ renderId: id, storyboardId: id.nullable() }),
  [ANALYTICS_EVENTS.renderVideoFailed]: z.strictObject({ renderId: id, storyboardId: id.nullable(), reason: nullableText }),
  [ANALYTICS_EVENTS.pageView]: none,
  [ANALYTICS_EVENTS.recommenderUserDetailOpened]: z.strictObject({ itemId: z.union([text, id]).optional(), title: text.optional() }),
  [ANALYTICS_EVENTS.recommenderStoryboardOpened]: z.strictObject({ itemId: z.union([text, id]).optional(), title: text.optional() }),
  [ANALYTICS_EVENTS.recommenderVideoOpened]: z.strictObject({ itemId: z.union([text, id]).optional(), title: text.optional() }),
  [ANALYTICS_EVENTS.talkToSalesClicked]: z.strictObject({ from: text.optional() }),
} as const satisfies Record<AnalyticsEventName, z.ZodType>;

export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_PROPERTIES) as AnalyticsEventName[];

export const isAnalyticsEventName = (name: string): name is AnalyticsEventName => Object.hasOwn(ANALYTICS_EVENT_PROPERTIES, name);

/** One event of a batch: its name, properties, when it happened (ISO 8601) and the route it happened on. */
export const analyticsEventSchema = z
  .strictObject({
    name: z.string().min(1).max(ANALYTICS_LIMITS.MAX_STRING_LENGTH),
    properties: z.record(z.string(), z.unknown()).optional(),
    at: z.iso.datetime({ offset: true }),
    route: z.string().min(1).max(ANALYTICS_LIMITS.MAX_STRING_LENGTH).startsWith('/'),
  })
  .superRefine((event, ctx) => {
    if (!isAnalyticsEventName(event.name)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `unknown analytics event "${event.name}"` });
      return;
    }
    const parsed = ANALYTICS_EVENT_PROPERTIES[event.name].safeParse(event.properties ?? {});
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['properties', ...issue.path.map(String)], message: issue.message });
    }
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /analytics/events: 1 to MAX_EVENTS_PER_BATCH events, stored all together or none. */
export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** 202: how many events were stored (all of the batch). */
export const analyticsBatchResponseSchema = z.object({ result: z.object({ stored: z.number().int().min(0) }) });
export type AnalyticsBatchResponse = z.infer<typeof analyticsBatchResponseSchema>;
