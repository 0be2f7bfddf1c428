import type { Db } from '../../../db';
import { ANALYTICS_ERROR_CODES, ANALYTICS_LIMITS, analyticsRangeError, type AnalyticsActivity, type AnalyticsActivityQuery, type AnalyticsEvent } from '../../../contracts';
import { customerOf } from '../customers/account-settings';
import { ApiError } from '../errors';
import type { Identity } from '../identity/auth/authenticate';
import { analyticsRepository } from './analytics-repository';

export interface AnalyticsDeps {
  readonly db: Db;
  readonly now: () => number;
  /** Events one user may send per ANALYTICS_LIMITS.RATE_WINDOW_MS (ANALYTICS_EVENTS_PER_MINUTE). */
  readonly eventsPerWindow: number;
}

/** 429 RATE_LIMITED, with the seconds after which the batch would fit (the Retry-After header). */
export class AnalyticsRateLimited extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ANALYTICS_ERROR_CODES.RATE_LIMITED, `Too many analytics events, please retry in ${retryAfterSeconds} s.`);
  }
}

export interface AnalyticsService {
  /**
   * Stores a validated batch for the caller's customer, all of it or nothing; throws
   * AnalyticsRateLimited when the batch would take the user past the rate.
   */
  ingest(identity: Identity, events: readonly AnalyticsEvent[]): Promise<number>;
  /** The caller's own customer's activity. */
  activityOf(identity: Identity, query: AnalyticsActivityQuery): Promise<AnalyticsActivity>;
  /** Every customer's activity (the admin dashboard). */
  activityOfAll(query: AnalyticsActivityQuery): Promise<AnalyticsActivity>;
}

function checkedRange(query: AnalyticsActivityQuery): { from: Date; to: Date } {
  const error = analyticsRangeError(query);
  if (error) throw ApiError.badRequest(error, ANALYTICS_ERROR_CODES.INVALID_RANGE);
  return { from: new Date(query.from), to: new Date(query.to) };
}

/**
 * The analytics domain (docs/adr/033). The rate is counted from the stored events
 * themselves (the user's receipts of the last window, on an index), so it holds across
 * restarts and api processes without a counter table; two batches of one user racing
 * may both pass, which only lets one batch over the limit.
 */
export function analyticsService(deps: AnalyticsDeps): AnalyticsService {
  const repository = analyticsRepository(deps.db);
  const window = ANALYTICS_LIMITS.RATE_WINDOW_MS;

  return {
    async ingest(identity, events) {
      const customer = await customerOf(deps.db, identity);
      const now = deps.now();
      const recent = await repository.recentOf(identity.sub, new Date(now - window));
      if (recent.count + events.length > deps.eventsPerWindow) {
        // The oldest of the window leaves it first; a batch larger than the whole budget never fits.
        const freeAt = recent.oldestMs === null ? now + window : recent.oldestMs + window;
        throw new AnalyticsRateLimited(Math.max(1, Math.ceil((freeAt - now) / 1000)));
      }
      return repository.insertBatch({ customerId: customer.id, sub: identity.sub, receivedAt: new Date(now) }, events);
    },

    async activityOf(identity, query) {
      const { from, to } = checkedRange(query);
      const customer = await customerOf(deps.db, identity);
      return { from: query.from, to: query.to, ...(await repository.activity(customer.id, from, to)) };
    },

    async activityOfAll(query) {
      const { from, to } = checkedRange(query);
      return { from: query.from, to: query.to, ...(await repository.activity(null, from, to)) };
    },
  };
}
