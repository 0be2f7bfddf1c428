import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCustomerResponseSchema, registerCustomerSchema } from '../../contracts';
import { registerCustomer } from '../../plugins/app/customers/registration';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { errorResponses } from '../../schemas/errors';

/**
 * POST /register-customer (000 §7): when sign-in finds no product-backend user, the portal
 * registers it. `password` is part of the original call and is accepted for compatibility
 * only: it is never read, stored or logged (the identity pool alone holds credentials,
 * and only as an SRP verifier).
 */
export const registerCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register-customer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Create the caller\'s customer record (Dev and Live projects, billing customer) if missing',
        description: '201 when created, 200 with the existing id otherwise. `password` is accepted and discarded.',
        body: registerCustomerSchema,
        response: {
          200: registerCustomerResponseSchema.describe('Already registered'),
          201: registerCustomerResponseSchema.describe('Registered'),
          ...errorResponses(400, 401, 403, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (request.body.username !== identity.email.toLowerCase()) {
        throw ApiError.forbidden('username: must be the signed-in user');
      }
      const { id, created } = await registerCustomer(
        { db: app.db, payments: app.payments, identity: app.identityPool.local?.services ?? null },
        identity,
      );
      return reply.code(created ? 201 : 200).send({ result: { id } });
    },
  );
};
