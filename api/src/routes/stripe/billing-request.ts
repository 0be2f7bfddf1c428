import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import type { Customer } from '../../plugins/app/customers/customer-repository';
import { billingContext, type BillingContext, type BillingDeps } from '../../plugins/app/billing/billing-context';
import { runIdempotent, type WriteAnswer } from '../../plugins/app/billing/idempotency';
import { sha256Hex } from '../../plugins/app/billing/ids';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';

/** Headers of the billing writes, for the OpenAPI document (other headers pass through). */
export const writeHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe('Optional. The same key from the same customer on the same route replays the first answer for 24 hours'),
});

/** The body of the calls the spec sends empty (000 §7): nothing, or `{}`. */
export const emptyBodySchema = z.object({}).nullish().describe('Empty: no body, or {}');

export function billingDeps(app: FastifyInstance): BillingDeps {
  return { payments: app.payments, identity: app.identityPool.local?.services ?? null, clock: app.clock };
}

/** The caller's customer record; `failure` replaces the message when there is none (000 §8). */
export async function callerCustomer(app: FastifyInstance, request: FastifyRequest, failure?: string): Promise<Customer> {
  try {
    return await customerOf(app.db, identityOf(request));
  } catch (err) {
    if (failure && err instanceof ApiError && err.status === 404) throw new ApiError(404, err.code, failure);
    throw err;
  }
}

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined ? null : key;
}

/**
 * Runs a billing write for the signed-in customer: one transaction, at most once per
 * Idempotency-Key (a replay carries `Idempotent-Replayed: true`, as Stripe's answers do).
 * The key is forwarded to the gateway, scoped to the customer and route.
 */
export async function billingWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (ctx: BillingContext, customer: Customer) => Promise<WriteAnswer>,
): Promise<void> {
  const customer = await callerCustomer(app, request);
  const route = request.routeOptions.url ?? request.url;
  const key = idempotencyKeyOf(request);
  const gatewayKey = key === null ? null : `portal-${sha256Hex(`${customer.id}\n${route}\n${key}`)}`;
  const answer = await runIdempotent(app.db, app.clock, { customerId: customer.id, route, key, request: request.body ?? null }, (tx) =>
    work(billingContext(billingDeps(app), tx, gatewayKey), customer),
  );
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  // Sent here, so handlers return nothing: the answer was validated when first produced.
  await reply.code(answer.status).send(answer.body);
}

/** A billing read (it may renew a subscription's period, so it gets a transaction too). */
export async function billingRead<T>(
  app: FastifyInstance,
  customer: Customer,
  work: (ctx: BillingContext, customer: Customer) => Promise<T>,
): Promise<T> {
  return app.db.transaction((tx) => work(billingContext(billingDeps(app), tx), customer));
}
