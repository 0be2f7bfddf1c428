import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_ACTIVITY_MAX_RANGE_DAYS,
  ANALYTICS_LIMITS,
  analyticsActivityQuerySchema,
  analyticsActivityResponseSchema,
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
} from '../../contracts';
import { AnalyticsRateLimited } from '../../plugins/app/analytics';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { errorResponses } from '../../schemas/errors';

const tags = ['analytics'];
const rangeNote = 'from / to: epoch ms; events received in [from, to), counted per event name and per UTC day. 400 INVALID_RANGE when from is not before to ' +
  `or the range is over ${ANALYTICS_ACTIVITY_MAX_RANGE_DAYS} days.`;

/**
 * The portal's analytics (issue 17; 000 §7, 002 §7 events; docs/adr/033): the host's
 * batches in, and the aggregates out for the metrics page (the caller's customer) and the
 * admin dashboard (every customer).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    {
      onRequest: app.authenticate,
      bodyLimit: ANALYTICS_LIMITS.MAX_BODY_BYTES,
      schema: {
        tags,
        summary: `Stores a batch of 1 to ${ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH} analytics events of the signed-in user, all of them or none`,
        description:
          "Each event's name must be one of the event map (shared-contracts analytics-calls) and its properties those the map allows; " +
          'one invalid event refuses the whole batch (400 VALIDATION_ERROR naming it). ' +
          `413 PAYLOAD_TOO_LARGE past ${ANALYTICS_LIMITS.MAX_BODY_BYTES} bytes; 429 RATE_LIMITED (with Retry-After) past the user's ` +
          `events per minute (${ANALYTICS_LIMITS.EVENTS_PER_WINDOW} unless ANALYTICS_EVENTS_PER_MINUTE says otherwise). 404 USER_NOT_FOUND without a customer record.`,
        body: analyticsBatchSchema,
        response: { 202: analyticsBatchResponseSchema, ...errorResponses(400, 401, 404, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      try {
        const stored = await app.analytics.ingest(identityOf(request), request.body.events);
        return reply.code(202).send({ result: { stored } });
      } catch (error) {
        if (error instanceof AnalyticsRateLimited) void reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.get(
    '/analytics/activity',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The portal activity of the caller's own customer (the metrics page)",
        description: `${rangeNote} 404 USER_NOT_FOUND without a customer record.`,
        querystring: analyticsActivityQuerySchema,
        response: { 200: analyticsActivityResponseSchema, ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => ({ result: await app.analytics.activityOf(identityOf(request), request.query) }),
  );

  app.get(
    '/admin/analytics/activity',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', ...tags],
        summary: 'The portal activity of every customer (the admin dashboard)',
        description: rangeNote,
        querystring: analyticsActivityQuerySchema,
        response: { 200: analyticsActivityResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ({ result: await app.analytics.activityOfAll(request.query) }),
  );
};
