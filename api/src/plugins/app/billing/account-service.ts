import { BILLING_MESSAGES, type GetAccountResponse } from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ensurePayer, writeOptions, type BillingContext } from './billing-context';
import { noPaymentCustomer, toBillingApiError } from './billing-errors';
import type { BillingCustomer, Invoice } from './payment-gateway';

/*
 * The card and account calls of 000 §7. The payment customer is always the caller's own,
 * found from the token's customer; nothing the browser sends names it.
 */

/** POST /stripe/create-customer: idempotent; `created` is false when it existed already. */
export async function createCustomer(ctx: BillingContext, customer: Customer): Promise<{ customer: BillingCustomer; created: boolean }> {
  try {
    const payer = await ensurePayer(ctx, customer);
    return { customer: await ctx.gateway.retrieveCustomer(payer.id), created: payer.created };
  } catch (err) {
    throw toBillingApiError(err, 'Failed to create the payment customer');
  }
}

/** POST /stripe/setup-intent: an intent on the caller's payment customer (created if missing). */
export async function createSetupIntent(ctx: BillingContext, customer: Customer): Promise<{ id: string; client_secret: string }> {
  try {
    const payer = await ensurePayer(ctx, customer);
    const intent = await ctx.gateway.createSetupIntent(payer.id, writeOptions(ctx, 'setup-intent'));
    return { id: intent.id, client_secret: intent.client_secret };
  } catch (err) {
    throw toBillingApiError(err, BILLING_MESSAGES.cardUpdateFailed);
  }
}

/**
 * POST /stripe/update-customer: the card becomes the default payment method. It must be
 * the caller's own (saved by confirming one of the caller's setup intents); any other id
 * is answered as unknown.
 */
export async function setDefaultCard(ctx: BillingContext, customer: Customer, paymentMethodId: string): Promise<BillingCustomer> {
  try {
    const payer = await ctx.gateway.customerIdOf(customer.id);
    if (!payer) throw noPaymentCustomer(BILLING_MESSAGES.cardUpdateFailed);
    return await ctx.gateway.setDefaultPaymentMethod(payer, paymentMethodId);
  } catch (err) {
    throw toBillingApiError(err, BILLING_MESSAGES.cardUpdateFailed);
  }
}

/**
 * GET /stripe/get-account: the payment customer with its card and its live subscription
 * (data[0], 000 §3), renewed up to now. Every failure says "Failed to retrieve Customer account."
 */
export async function getAccount(ctx: BillingContext, customer: Customer): Promise<GetAccountResponse> {
  try {
    const payer = await ctx.gateway.customerIdOf(customer.id);
    if (!payer) throw noPaymentCustomer(BILLING_MESSAGES.accountRetrievalFailed);
    const billingCustomer = await ctx.gateway.retrieveCustomer(payer);
    const subscription = await ctx.gateway.currentSubscription(payer);
    return { customer: billingCustomer, subscriptions: { data: subscription ? [subscription] : [] } };
  } catch (err) {
    throw toBillingApiError(err, BILLING_MESSAGES.accountRetrievalFailed);
  }
}

/** GET /stripe/list-invoices: the caller's invoices, newest first (renewals issued first). */
export async function listInvoices(ctx: BillingContext, customer: Customer): Promise<Invoice[]> {
  try {
    const payer = await ctx.gateway.customerIdOf(customer.id);
    if (!payer) return [];
    await ctx.gateway.currentSubscription(payer);
    return await ctx.gateway.listInvoices(payer);
  } catch (err) {
    throw toBillingApiError(err, 'Failed to list invoices');
  }
}
