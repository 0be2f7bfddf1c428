import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProductsResponseSchema } from '../../contracts';
import { errorResponses } from '../../schemas/errors';
import { stripeAccountRoutes } from './account';
import { stripeInvoiceRoutes } from './invoices';
import { stripeLocalConfirmRoutes } from './local-confirm';
import { stripeSubscriptionRoutes } from './subscriptions';

export interface StripeRoutesOptions {
  /** PUBLIC_URL, the base of invoice PDF links. */
  publicUrl: string;
}

/**
 * The payment calls of 000 §7 under /stripe, on whichever payment gateway is configured
 * (app.payments). Every call but the catalogue and the local card confirmation needs the
 * bearer token; the payment customer is always the caller's own. Writes accept an
 * Idempotency-Key.
 */
export const stripeRoutes: FastifyPluginAsyncZod<StripeRoutesOptions> = async (app, opts) => {
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
      return { data: await app.payments.listProducts({ hubOnly: true }) };
    },
  );

  await app.register(stripeAccountRoutes);
  await app.register(stripeSubscriptionRoutes);
  await app.register(stripeInvoiceRoutes, { publicUrl: opts.publicUrl });
  await app.register(stripeLocalConfirmRoutes);
};
