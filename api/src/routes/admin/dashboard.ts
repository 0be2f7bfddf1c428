import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_DASHBOARD_MAX_RANGE_DAYS, adminDashboardQuerySchema, adminDashboardResponseSchema } from '../../contracts';
import { adminDashboard } from '../../plugins/app/admin';
import { errorResponses } from '../../schemas/errors';

/** The Dashboard tab's figures (issue 16, 002 §2, §4; docs/adr/032). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The admin dashboard: subscribers by plan and status, MRR, renewals, logins, sign-ups, cancellations, paid invoices',
        description:
          'from / to: epoch ms; the range figures (sign-ups, cancellations, invoices paid) cover [from, to) in Brisbane days, the others are ' +
          `taken at as_of. 400 INVALID_RANGE when from is not before to or the range is over ${ADMIN_DASHBOARD_MAX_RANGE_DAYS} days; ` +
          '502 when the payment gateway fails. Payment figures come from the gateway (the local ledger, or Stripe by paging its lists).',
        querystring: adminDashboardQuerySchema,
        response: { 200: adminDashboardResponseSchema, ...errorResponses(400, 401, 403, 500, 502) },
      },
    },
    async (request) => ({ result: await adminDashboard(app.admin, request.query) }),
  );
};
