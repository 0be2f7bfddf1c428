import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardErrorResponseSchema, localConfirmSetupRequestSchema, localConfirmSetupResponseSchema } from '../../contracts';
import { runIdempotent } from '../../plugins/app/billing/idempotency';
import { sha256Hex } from '../../plugins/app/billing/ids';
import { confirmSetupLocal, SetupIntentStateError, setupIntentBySecret } from '../../plugins/app/billing/local-cards';
import { CardError } from '../../plugins/app/billing/payment-gateway';
import { ApiError } from '../../plugins/app/errors';
import { errorResponses } from '../../schemas/errors';
import { idempotencyKeyOf, writeHeadersSchema } from './billing-request';

/**
 * POST /stripe/local/confirm-setup: the local gateway's stand-in for Stripe.js's
 * confirmCardSetup. Like Stripe's own endpoint it is authorised by the setup intent's
 * client secret, not by a token. Registered only when the local gateway is in use.
 */
export const stripeLocalConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.payments.kind !== 'local') return;

  app.post(
    '/stripe/local/confirm-setup',
    {
      schema: {
        tags: ['billing', 'local'],
        summary: 'Confirm a setup intent with a test card (local gateway only)',
        description:
          'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (card_declined); ' +
          '4000 0000 0000 9995 has insufficient funds (card_declined, decline_code insufficient_funds); any other ' +
          'number is invalid_number; a past expiry is expired_card. A refusal answers 402 with Stripe\'s `error` ' +
          'and changes nothing. Only brand, last four digits and expiry are stored. 404 resource_missing for an ' +
          'unknown client secret; 409 setup_intent_unexpected_state when the intent already succeeded.',
        headers: writeHeadersSchema,
        body: localConfirmSetupRequestSchema,
        response: {
          200: localConfirmSetupResponseSchema,
          402: cardErrorResponseSchema,
          ...errorResponses(400, 404, 409, 422, 500),
        },
      },
    },
    async (request, reply) => {
      const { client_secret: secret, card, billing_details: billing } = request.body;
      const intent = await setupIntentBySecret(app.db, secret);
      if (!intent) throw new ApiError(404, 'resource_missing', 'No such setup intent: the client secret is not valid');
      // The replay check must not keep the card number or CVC, not even hashed.
      const fingerprint = {
        secret: sha256Hex(secret),
        last4: card.number.replace(/\s+/g, '').slice(-4),
        expiry: [card.exp_month, card.exp_year],
        billing,
      };
      try {
        const answer = await runIdempotent(
          app.db,
          app.clock,
          { customerId: intent.customerId, route: '/stripe/local/confirm-setup', key: idempotencyKeyOf(request), request: fingerprint },
          async (tx) => {
            const setupIntent = await confirmSetupLocal(tx, intent.id, card, billing, new Date(app.clock.now()));
            return { status: 200, body: { setupIntent } };
          },
        );
        if (answer.replayed) void reply.header('idempotent-replayed', 'true');
        return await reply.code(200).send(answer.body as { setupIntent: { id: string; status: 'succeeded'; payment_method: string } });
      } catch (err) {
        if (err instanceof CardError) {
          const error = {
            type: 'card_error' as const,
            code: err.code,
            message: err.message,
            ...(err.declineCode ? { decline_code: err.declineCode } : {}),
          };
          return reply.code(402).send({ error });
        }
        if (err instanceof SetupIntentStateError) throw new ApiError(409, 'setup_intent_unexpected_state', err.message);
        throw err;
      }
    },
  );
};
