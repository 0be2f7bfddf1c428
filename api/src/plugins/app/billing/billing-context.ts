import type { Db } from '../../../db';
import { CUSTOMER_ATTRIBUTES as ATTR } from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { serverAttributes } from '../identity/attributes';
import type { Clock } from '../identity/clock';
import type { IdentityServices } from '../identity/identity-services';
import type { UserRepository } from '../identity/store/user-repository';
import type { PaymentGateway, PaymentGatewayService, WriteOptions } from './payment-gateway';

/** What the billing services need from the app. */
export interface BillingDeps {
  readonly payments: PaymentGatewayService;
  /** The local user pool, for custom:subscriptions and custom:stripe-customer-id; null in aws mode. */
  readonly identity: IdentityServices | null;
  readonly clock: Clock;
}

/**
 * One billing operation's view of the world, all bound to the same transaction: the
 * gateway (the ledger, for the local one), the identity users (attributes) and one
 * instant, so every row written by the operation carries the same time.
 */
export interface BillingContext {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly users: UserRepository | null;
  readonly now: Date;
  /** Forwarded to Stripe so a retried request does not create a second object there. */
  readonly idempotencyKey: string | null;
}

export function billingContext(deps: BillingDeps, tx: Db, idempotencyKey: string | null = null): BillingContext {
  return {
    db: tx,
    gateway: deps.payments.bind(tx),
    users: deps.identity?.users(tx) ?? null,
    now: new Date(deps.clock.now()),
    idempotencyKey,
  };
}

/** Stripe idempotency options for one step of an operation (`step` keeps steps apart). */
export function writeOptions(ctx: BillingContext, step: string): WriteOptions {
  return ctx.idempotencyKey ? { idempotencyKey: `${ctx.idempotencyKey}:${step}` } : {};
}

/**
 * Writes server-only attributes of the customer's identity user (found by e-mail, the
 * link between the two stores). Without the local pool there is nowhere to write: a real
 * Cognito pool would need AdminUpdateUserAttributes, which this api holds no credentials for.
 */
export async function writeAttributes(ctx: BillingContext, customer: Customer, values: Readonly<Record<string, string>>): Promise<void> {
  if (!ctx.users) return;
  const user = await ctx.users.findByEmail(customer.email);
  if (user) await ctx.users.mergeAttributes(user.sub, serverAttributes(values));
}

/**
 * The caller's payment customer, created when missing (then custom:stripe-customer-id is
 * written too). Idempotent.
 */
export async function ensurePayer(ctx: BillingContext, customer: Customer): Promise<{ id: string; created: boolean }> {
  const existing = await ctx.gateway.customerIdOf(customer.id);
  if (existing) return { id: existing, created: false };
  const id = await ctx.gateway.ensureCustomer(customer.id, customer.email, writeOptions(ctx, 'customer'));
  await writeAttributes(ctx, customer, { [ATTR.STRIPE_CUSTOMER_ID]: id });
  return { id, created: true };
}
