import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { analyticsService, type AnalyticsService } from './analytics-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The analytics domain: ingest of the portal's events and their aggregates (docs/adr/033). */
    analytics: AnalyticsService;
  }
}

export interface AnalyticsPluginOptions {
  /** Events one user may send per minute (config ANALYTICS_EVENTS_PER_MINUTE). */
  readonly eventsPerMinute: number;
}

/** Decorates the app with the analytics service. */
export const analyticsPlugin = fp<AnalyticsPluginOptions>(
  async function analytics(app: FastifyInstance, opts: AnalyticsPluginOptions): Promise<void> {
    app.decorate('analytics', analyticsService({ db: app.db, now: () => app.clock.now(), eventsPerWindow: opts.eventsPerMinute }));
  },
  { name: 'analytics', dependencies: ['db', 'clock'] },
);

export { AnalyticsRateLimited, analyticsService, type AnalyticsDeps, type AnalyticsService } from './analytics-service';
export { analyticsRepository, type AnalyticsRepository } from './analytics-repository';
