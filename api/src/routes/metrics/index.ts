import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURES, METRICS_MAX_RANGE_DAYS, metricsQuerySchema, metricsSummaryResponseSchema } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { metricsSummary } from '../../plugins/app/metrics';
import { errorResponses } from '../../schemas/errors';

/** The metrics page's figures (issue 17 "Metrics"; 002 §2, §7; docs/adr/035). */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics/summary',
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.viewInsights),
      schema: {
        tags: ['metrics'],
        summary: "The caller's metrics: storyboards by status and project, live projects, end-user uploads per day, top storyboards, renders, support-widget counts",
        description:
          "The caller's own customer only. from / to: epoch ms; uploads per day, the top storyboards and renders cover [from, to) in Brisbane days, " +
          `the counts of storyboards, projects and the support widget are taken at as_of. 400 INVALID_RANGE when from is not before to or the range is over ${METRICS_MAX_RANGE_DAYS} days; ` +
          '403 FEATURE_NOT_IN_PLAN without viewInsights (admins pass).',
        querystring: metricsQuerySchema,
        response: { 200: metricsSummaryResponseSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const customer = await customerOf(app.db, identityOf(request));
      return { result: await metricsSummary({ db: app.db, clock: app.clock }, customer.id, request.query) };
    },
  );
};
