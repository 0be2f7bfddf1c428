import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURES, INSIGHTS_REPORT_PATH, insightsReportResponseSchema } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { insightsReport } from '../../plugins/app/insights';
import { errorResponses } from '../../schemas/errors';

/** The insights report of the caller's own customer (issue 17, 002 §2; docs/adr/035). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INSIGHTS_REPORT_PATH,
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.viewInsights),
      schema: {
        tags: ['insights'],
        summary: "The insights report of the caller's customer",
        description:
          "Computed from the caller's customer's data: end-user videos analysed, creators, key phrases and key questions of the shots, " +
          "videos per tag per month and the newest filmed shots; data_source 'sample' (the spec's sample content) when no end user has " +
          'filmed yet. Needs viewInsights (Pro, Enterprise) or an admin, else 403 FEATURE_NOT_IN_PLAN.',
        response: { 200: insightsReportResponseSchema, ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => {
      const customer = await customerOf(app.db, identityOf(request));
      return { result: await insightsReport(app.db, customer.id) };
    },
  );
};
