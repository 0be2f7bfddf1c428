import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateLastLoginSchema } from '../../contracts';
import { recordLastLogin } from '../../plugins/app/customers/account-settings';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { errorResponses } from '../../schemas/errors';

/** PUT /user/updateLastLoginDate (000 §7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/updateLastLoginDate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Stamp the caller's last login; data.access_token must be the same user's access token",
        description: '401 INVALID_ACCESS_TOKEN for a bad access token, 403 TOKEN_MISMATCH for another user\'s.',
        body: updateLastLoginSchema,
        response: { 204: z.null().describe('Stamped'), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const { db, clock } = app;
      await recordLastLogin({ db, clock, accessTokens: app.identityPool.accessTokens }, identityOf(request), request.body.data.access_token);
      return reply.code(204).send(null);
    },
  );
};
