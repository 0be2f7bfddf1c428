import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES,
  customerResponseSchema,
  getAccountResponseSchema,
  setupIntentResponseSchema,
  updateCustomerRequestSchema,
} from '../../contracts';
import { createCustomer, createSetupIntent, getAccount, setDefaultCard } from '../../plugins/app/billing/account-service';
import { errorResponses } from '../../schemas/errors';
import { billingRead, billingWrite, callerCustomer, emptyBodySchema, writeHeadersSchema } from './billing-request';

/**
 * The payment customer and card calls of 000 §7. The token names the portal customer;
 * the payment customer is always that customer's own, looked up here.
 */
export const stripeAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stripe/create-customer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "Create the caller's payment customer if missing (idempotent)",
        description: '201 when created, 200 when it existed. Writes custom:stripe-customer-id.',
        headers: writeHeadersSchema,
        body: emptyBodySchema,
        response: {
          200: customerResponseSchema.describe('Already existed'),
          201: customerResponseSchema.describe('Created'),
          ...errorResponses(400, 401, 404, 422, 500, 502),
        },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => {
        const result = await createCustomer(ctx, customer);
        return { status: result.created ? 201 : 200, body: { customer: result.customer } };
      }),
  );

  app.post(
    '/stripe/setup-intent',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "A setup intent on the caller's payment customer, to save a card",
        description:
          'The browser confirms it with the card provider using `client_secret` (Stripe.js; with the local gateway ' +
          'POST /stripe/local/confirm-setup), then sends the payment method to POST /stripe/update-customer.',
        headers: writeHeadersSchema,
        body: emptyBodySchema,
        response: { 200: setupIntentResponseSchema, ...errorResponses(400, 401, 404, 422, 500, 502) },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => ({ status: 200, body: await createSetupIntent(ctx, customer) })),
  );

  app.post(
    '/stripe/update-customer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "Make a saved card the caller's default payment method",
        description:
          'The card must be the caller\'s own (saved by confirming one of the caller\'s setup intents); any other id is ' +
          '404 PAYMENT_METHOD_NOT_FOUND. 404 NO_PAYMENT_CUSTOMER when the caller has no payment customer.',
        headers: writeHeadersSchema,
        body: updateCustomerRequestSchema,
        response: { 200: customerResponseSchema, ...errorResponses(400, 401, 404, 422, 500, 502) },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => ({
        status: 200,
        body: { customer: await setDefaultCard(ctx, customer, request.body.paymentMethodId) },
      })),
  );

  app.get(
    '/stripe/get-account',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "The caller's payment customer (default card) and live subscription (data[0])",
        description:
          `Every failure's error_message is "${BILLING_MESSAGES.accountRetrievalFailed}"; error_code says why ` +
          '(USER_NOT_FOUND, NO_PAYMENT_CUSTOMER: call POST /stripe/create-customer, PAYMENT_GATEWAY_ERROR).',
        response: { 200: getAccountResponseSchema, ...errorResponses(401, 404, 500, 502) },
      },
    },
    async (request) => {
      const customer = await callerCustomer(app, request, BILLING_MESSAGES.accountRetrievalFailed);
      return billingRead(app, customer, getAccount);
    },
  );
};
