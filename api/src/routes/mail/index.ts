import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { requestStorySchema } from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { requestStory } from '../../plugins/app/story-requests/story-request-service';
import { errorResponses } from '../../schemas/errors';

export interface MailRoutesOptions {
  config: Pick<AppConfig, 'salesEmail'>;
}

/** POST /mail/requestStory (000 §7, 001 request form): stored, then mailed to SALES_EMAIL. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, opts) => {
  app.post(
    '/mail/requestStory',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mail'],
        summary: 'Request a story: the form is stored and mailed to the sales inbox',
        description: 'username must be the signed-in user. 502 SENDING_FAILED ("Sending failed") when the mail fails.',
        body: requestStorySchema,
        response: { 204: z.null().describe('Sent'), ...errorResponses(400, 401, 403, 500, 502) },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, clock: app.clock, send: app.outbox.send, salesEmail: opts.config.salesEmail };
      await requestStory(deps, identityOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
