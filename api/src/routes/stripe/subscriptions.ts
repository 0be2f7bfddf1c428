import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_MESSAGES,
  cancelSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  subscriptionResponseSchema,
  updateSubscriptionRequestSchema,
} from '../../contracts';
import { cancelSubscription, createSubscription, updateSubscription } from '../../plugins/app/billing/subscription-service';
import { errorResponses } from '../../schemas/errors';
import { billingWrite, writeHeadersSchema } from './billing-request';

const ATOMIC =
  'The ledger rows, the invoice and custom:subscriptions (first item: product name, subscription id, created) ' +
  'are written in one transaction.';

/** The subscription writes of 000 §4's payment flow and §7. */
export const stripeSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stripe/create-subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'Subscribe the caller to a price (no live subscription yet)',
        description:
          `${ATOMIC} A paid period starts now and is invoiced (10% GST for Australia). email and customerId, when sent, ` +
          'must be the caller\'s own (403). 400 UNKNOWN_PRICE; 402 payment_method_required for a paid price without a ' +
          'default card (the free Beginner price needs none); 409 SUBSCRIPTION_EXISTS while a live one exists.',
        headers: writeHeadersSchema,
        body: createSubscriptionRequestSchema,
        response: { 201: subscriptionResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422, 500, 502) },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => ({
        status: 201,
        body: { subscription: await createSubscription(ctx, customer, request.body) },
      })),
  );

  app.post(
    '/stripe/update-subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "Move the caller's live subscription to another price at once",
        description:
          `${ATOMIC} No proration: a new period starts now and is invoiced when the price is paid; a trial ends. ` +
          `404 SUBSCRIPTION_NOT_FOUND / 409 SUBSCRIPTION_NOT_LIVE ("${BILLING_MESSAGES.subscriptionUpdateFailed}") ` +
          'when it is not a live subscription of the caller; 402 payment_method_required for a paid price without a card.',
        headers: writeHeadersSchema,
        body: updateSubscriptionRequestSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 402, 404, 409, 422, 500, 502) },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => ({
        status: 200,
        body: { subscription: await updateSubscription(ctx, customer, request.body) },
      })),
  );

  app.post(
    '/stripe/cancel-subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "Cancel the caller's subscription at once",
        description:
          'The customer then has no plan (custom:subscriptions becomes [], no tier features) until they subscribe ' +
          'again; nothing is refunded. 404 / 409 as for update-subscription.',
        headers: writeHeadersSchema,
        body: cancelSubscriptionRequestSchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 500, 502) },
      },
    },
    (request, reply) =>
      billingWrite(app, request, reply, async (ctx, customer) => ({
        status: 200,
        body: { subscription: await cancelSubscription(ctx, customer, request.body.subscriptionId) },
      })),
  );
};
