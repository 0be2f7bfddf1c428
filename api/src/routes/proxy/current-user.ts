import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponseSchema } from '../../contracts';
import { customerRepository } from '../../plugins/app/customers/customer-repository';
import { rememberingCustomers } from '../../plugins/app/customers/recent-customers';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { systemClock } from '../../plugins/app/identity/clock';
import { errorResponses } from '../../schemas/errors';

/** GET /proxy/v1/current-user (000 §7): the product-backend id and role of the caller. */
export const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one query of this read, reused a moment per caller (ADR 038).
  const customers = customerRepository(app.db);
  const findCustomer = rememberingCustomers((email) => customers.findByEmail(email), app.hasDecorator('clock') ? app.clock : systemClock);
  app.get(
    '/proxy/v1/current-user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['proxy'],
        summary: 'The signed-in customer: id and role',
        response: { 200: currentUserResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { email } = identityOf(request);
      const customer = await findCustomer(email);
      if (!customer) throw new ApiError(404, 'USER_NOT_FOUND', 'No customer record exists for this user');
      return { result: { id: customer.id, role: customer.role } };
    },
  );
};
