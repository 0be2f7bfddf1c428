import {
  BILLING_MESSAGES,
  CUSTOMER_ATTRIBUTES as ATTR,
  type CreateSubscriptionRequest,
  type Subscription,
  type UpdateSubscriptionRequest,
} from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import { ensurePayer, writeAttributes, writeOptions, type BillingContext } from './billing-context';
import { paymentMethodRequired, subscriptionNotFound, subscriptionNotLive, toBillingApiError } from './billing-errors';
import { LiveSubscriptionExistsError, UnknownPriceError, type PriceDetails } from './payment-gateway';
import { NO_SUBSCRIPTIONS, subscriptionsAttribute } from './subscription-attribute';

/*
 * The subscription writes of 000 §4's payment flow. Each runs inside the caller's
 * transaction (see routes/stripe): the ledger rows, the invoice and custom:subscriptions
 * commit together or not at all, so a fresh sign-in or an attribute refetch always shows
 * the tier the ledger holds.
 */

/** A price the hub sells: active, of an active product sold in the hub. */
async function saleablePrice(ctx: BillingContext, priceId: string): Promise<PriceDetails> {
  const details = await ctx.gateway.findPrice(priceId);
  if (!details?.active || !details.product.active || !details.product.soldInHub) throw new UnknownPriceError(priceId);
  return details;
}

/** A paid price needs a default card; the free Beginner price does not (000 §2 "Free Forever"). */
async function assertCardFor(ctx: BillingContext, billingCustomerId: string, details: PriceDetails): Promise<void> {
  if (details.price.unit_amount === 0) return;
  const payer = await ctx.gateway.retrieveCustomer(billingCustomerId);
  if (!payer.invoice_settings.default_payment_method) throw paymentMethodRequired();
}

/**
 * The caller's subscription `subscriptionId`, which must still be live: anyone else's is
 * answered as unknown (404), a canceled one of theirs as not live (409).
 */
async function liveOwnSubscription(ctx: BillingContext, customer: Customer, subscriptionId: string): Promise<Subscription> {
  const payer = await ctx.gateway.customerIdOf(customer.id);
  const subscription = payer ? await ctx.gateway.findSubscription(subscriptionId) : null;
  if (!payer || subscription?.customer !== payer) throw subscriptionNotFound();
  if (subscription.status === 'canceled') throw subscriptionNotLive();
  return subscription;
}

/** Runs a subscription write, answering any failure as the portal's "update failed" (000 §8). */
async function subscriptionWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw toBillingApiError(err, BILLING_MESSAGES.subscriptionUpdateFailed);
  }
}

/**
 * POST /stripe/create-subscription: a new subscription; refused while a live one exists.
 * `email` and `customerId` are sent by the portal (000 §7) and only checked against the caller's own.
 */
export function createSubscription(ctx: BillingContext, customer: Customer, input: CreateSubscriptionRequest): Promise<Subscription> {
  return subscriptionWrite(async () => {
    if (input.email !== undefined && input.email.trim().toLowerCase() !== customer.email) {
      throw ApiError.forbidden('email: must be the signed-in customer\'s');
    }
    const payer = await ensurePayer(ctx, customer);
    if (input.customerId !== undefined && input.customerId !== payer.id) {
      throw ApiError.forbidden('customerId: must be the signed-in customer\'s payment customer');
    }
    const details = await saleablePrice(ctx, input.priceId);
    if (await ctx.gateway.currentSubscription(payer.id)) throw new LiveSubscriptionExistsError(payer.id);
    await assertCardFor(ctx, payer.id, details);
    const subscription = await ctx.gateway.subscribe(payer.id, details.price.id, ctx.now, writeOptions(ctx, 'subscription'));
    await writeAttributes(ctx, customer, { [ATTR.SUBSCRIPTIONS]: subscriptionsAttribute(details.product.name, subscription) });
    return subscription;
  });
}

/**
 * POST /stripe/update-subscription: the caller's live subscription moves to `priceId` at
 * once (a new period, invoiced now; no proration). Needs an existing subscription (000 §4).
 */
export function updateSubscription(
  ctx: BillingContext,
  customer: Customer,
  input: UpdateSubscriptionRequest,
): Promise<Subscription> {
  return subscriptionWrite(async () => {
    const current = await liveOwnSubscription(ctx, customer, input.subscriptionId);
    const details = await saleablePrice(ctx, input.priceId);
    await assertCardFor(ctx, current.customer, details);
    const changed = await ctx.gateway.changePrice(current.id, details.price.id, ctx.now, writeOptions(ctx, 'subscription'));
    await writeAttributes(ctx, customer, { [ATTR.SUBSCRIPTIONS]: subscriptionsAttribute(details.product.name, changed) });
    return changed;
  });
}

/**
 * POST /stripe/cancel-subscription: cancels at once. The customer is then on no plan at
 * all (custom:subscriptions `[]`, "Current subscription: N/A", no tier features) until
 * they choose one again, the free Beginner plan included; nothing is refunded.
 */
export function cancelSubscription(ctx: BillingContext, customer: Customer, subscriptionId: string): Promise<Subscription> {
  return subscriptionWrite(async () => {
    const current = await liveOwnSubscription(ctx, customer, subscriptionId);
    const canceled = await ctx.gateway.cancel(current.id, ctx.now, writeOptions(ctx, 'cancel'));
    await writeAttributes(ctx, customer, { [ATTR.SUBSCRIPTIONS]: NO_SUBSCRIPTIONS });
    return canceled;
  });
}
