import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserProjectsSchema } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { customerRepository } from '../../plugins/app/customers/customer-repository';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { errorResponses } from '../../schemas/errors';

/** GET /proxy/v1/current-user/projects (000 §7): the caller's own Dev and Live projects. */
export const currentUserProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proxy/v1/current-user/projects',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['proxy'],
        summary: "The signed-in customer's projects (Dev first, then Live)",
        response: { 200: currentUserProjectsSchema, ...errorResponses(401, 404, 500) },
      },
    },
    async (request) => {
      const customer = await customerOf(app.db, identityOf(request));
      return { result: await customerRepository(app.db).projectsOf(customer.id) };
    },
  );
};
