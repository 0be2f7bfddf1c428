import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { FEATURES, briefCreatedSchema, briefSchema } from '../../contracts';
import { submitBrief } from '../../plugins/app/briefs/brief-service';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams } from './storyboard-access';

export interface BriefRoutesOptions {
  config: Pick<AppConfig, 'salesEmail'>;
}

/**
 * POST /proxy/v1/customers/{customerId}/briefs (001 §2 "Create Brief modal", §7 "Brief
 * submit"; docs/adr/025): the custom storyboard brief, stored against the customer and
 * mailed to SALES_EMAIL like /mail/requestStory. It needs the requestStoryboard feature (read
 * from the ledger), and the caller's own customer id (any for an admin), as the storyboard
 * calls do (ADR 017).
 */
export const briefRoutes: FastifyPluginAsyncZod<BriefRoutesOptions> = async (app, opts) => {
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));

  app.post(
    `${base}/briefs`,
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.requestStoryboard),
      schema: {
        tags: ['mail'],
        summary: 'Send a brief for a custom storyboard: stored against the customer and mailed to the sales inbox',
        description:
          'title and about are required (400 VALIDATION_ERROR naming the field). 403 FORBIDDEN_CUSTOMER for another ' +
          "customer's id, 403 FEATURE_NOT_IN_PLAN without requestStoryboard, 404 CUSTOMER_NOT_FOUND for an admin naming " +
          'no customer. 429 TOO_MANY_REQUESTS past 5 sales mails an hour (shared with /mail/requestStory). 502 ' +
          'SENDING_FAILED when the mail fails (the brief stays stored).',
        params: customerParams,
        body: briefSchema,
        response: { 201: briefCreatedSchema, ...errorResponses(400, 401, 403, 404, 429, 502) },
      },
    },
    async (request, reply) => {
      const { customerId } = request.params;
      await callerFor(request, customerId);
      const { sub, email } = identityOf(request);
      const deps = { db: app.db, clock: app.clock, send: app.outbox.send, salesEmail: opts.config.salesEmail };
      const id = await submitBrief(deps, { sub, email }, customerId, request.body);
      return reply.code(201).send({ result: { id } });
    },
  );
};
