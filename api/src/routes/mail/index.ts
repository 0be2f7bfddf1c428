import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { FEATURES, requestStorySchema } from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { requestStory } from '../../plugins/app/story-requests/story-request-service';
import { errorResponses } from '../../schemas/errors';

export interface MailRoutesOptions {
  config: Pick<AppConfig, 'salesEmail'>;
}

/**
 * POST /mail/requestStory (000 §7, 001 request form): stored, then mailed to SALES_EMAIL.
 * It is the custom storyboard request, so it needs the requestStoryboard feature (every tier
 * from Beginner; the admin), read from the ledger, never from the token or the body.
 */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, opts) => {
  app.post(
    '/mail/requestStory',
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.requestStoryboard),
      schema: {
        tags: ['mail'],
        summary: 'Request a story: the form is stored and mailed to the sales inbox',
        description:
          'username must be the signed-in user (403 FORBIDDEN). 403 FEATURE_NOT_IN_PLAN when the caller\'s current ' +
          'subscription does not include requestStoryboard (or there is none). 502 SENDING_FAILED ("Sending failed") ' +
          'when the mail fails. 429 TOO_MANY_REQUESTS past 5 requests an hour.',
        body: requestStorySchema,
        response: { 204: z.null().describe('Sent'), ...errorResponses(400, 401, 403, 429, 500, 502) },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, clock: app.clock, send: app.outbox.send, salesEmail: opts.config.salesEmail };
      await requestStory(deps, identityOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
