import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationPreferenceSchema } from '../../contracts';
import { setNotificationPreference } from '../../plugins/app/customers/account-settings';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { errorResponses } from '../../schemas/errors';

/** PUT /preferences/notification (000 §4, §7): the caller's custom:notification-pref. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/preferences/notification',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Save the notification setting (ALL, NONE, BILLING, SALES) to custom:notification-pref',
        description: 'The new value reaches the id token at the next token refresh, as with any attribute.',
        body: notificationPreferenceSchema,
        response: { 204: z.null().describe('Saved'), ...errorResponses(400, 401, 404, 500, 501) },
      },
    },
    async (request, reply) => {
      const services = app.identityPool.local?.services ?? null;
      await setNotificationPreference(services, identityOf(request), request.body.notificationSetting);
      return reply.code(204).send(null);
    },
  );
};
