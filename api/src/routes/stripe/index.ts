import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProductsResponseSchema } from '../../contracts';
import { errorResponses } from '../../schemas/errors';

/**
 * The payment calls of 000 §7 under /stripe. Today the catalogue only; the billing issue
 * adds the card, customer and subscription calls (all behind app.authenticate).
 */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the sign-up page picks the trial price before anyone has signed in.
  app.get(
    '/stripe/list-products',
    {
      schema: {
        tags: ['billing'],
        summary: 'Products sold in the subscription hub, in hub order, each with its active prices (monthly first)',
        description: 'Public (no token). Amounts are AUD cents excluding GST.',
        response: { 200: listProductsResponseSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { data: await app.billing.listProducts({ hubOnly: true }) };
    },
  );
};
