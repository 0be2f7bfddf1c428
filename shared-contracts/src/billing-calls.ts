import { z } from 'zod';
import { priceSchema, productSchema } from './billing';
import { deferred } from './deferred';

/*
 * The /stripe/* calls (000 §7): request and answer schemas, invoices, error codes. Stripe's
 * shapes and id prefixes; the api's local gateway and the Stripe adapter answer the same.
 * The catalogue shapes and the price and plan rules they build on are in billing.ts.
 */

/** GET /stripe/list-products: the products sold through the hub, in the spec's order. The api answers it without a token too (sign-up). */
export const LIST_PRODUCTS_PATH = '/stripe/list-products';
export const listProductsResponseSchema = deferred(() => z.object({ data: z.array(productSchema) }));
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;

export const subscriptionSchema = deferred(() => z.object({
  id: z.string(),
  customer: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_end: z.number().int().nullable(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  created: z.number().int(),
  items: z.object({ data: z.array(z.object({ id: z.string(), price: priceSchema, quantity: z.number().int() })) }),
}));
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A saved card: only brand and last four digits are ever stored. */
export const paymentMethodSchema = deferred(() => z.object({
  id: z.string(),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string().length(4), exp_month: z.number().int(), exp_year: z.number().int() }),
}));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /stripe/get-account: the payment customer and their subscriptions. */
export const getAccountResponseSchema = deferred(() => z.object({
  customer: z.object({
    id: z.string(),
    email: z.string().nullable(),
    invoice_settings: z.object({ default_payment_method: paymentMethodSchema.nullable() }),
  }),
  subscriptions: z.object({ data: z.array(subscriptionSchema) }),
}));
export type GetAccountResponse = z.infer<typeof getAccountResponseSchema>;

/** POST /stripe/setup-intent: `client_secret` null means nothing more is done (000 §7). */
export const setupIntentResponseSchema = deferred(() => z.object({ id: z.string(), client_secret: z.string().nullable() }));
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** POST /stripe/update-customer: the confirmed card becomes the default payment method. */
export const updateCustomerRequestSchema = deferred(() => z.object({ paymentMethodId: z.string().min(1).max(100) }));
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

/**
 * POST /stripe/create-subscription: the given payload plus email and payment customer id
 * (000 §7). The api takes the customer from the token and only checks that these match.
 */
export const createSubscriptionRequestSchema = deferred(() => z.object({
  priceId: z.string().min(1).max(100),
  email: z.string().max(254).optional(),
  customerId: z.string().max(100).optional(),
}));
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

/** POST /stripe/update-subscription (failure: "Failed to update subscription"). */
export const updateSubscriptionRequestSchema = deferred(() => z.object({
  subscriptionId: z.string().min(1).max(100),
  priceId: z.string().min(1).max(100),
}));
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequestSchema>;

export const cancelSubscriptionRequestSchema = deferred(() => z.object({ subscriptionId: z.string().min(1).max(100) }));
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;

/** Answer of the subscription writes. */
export const subscriptionResponseSchema = deferred(() => z.object({ subscription: subscriptionSchema }));
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/**
 * Local mode only: confirming a setup intent with a test card, as Stripe.js does against
 * Stripe. Authorised by the intent's client secret, like Stripe's own endpoint.
 */
export const localConfirmSetupRequestSchema = deferred(() => z.object({
  client_secret: z.string().min(1),
  card: z.object({
    number: z.string().min(12).max(23),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().min(3).max(4),
  }),
  billing_details: z.object({ name: z.string().max(200).optional(), address: z.object({ country: z.string().max(100).optional() }).optional() }),
}));
export const localConfirmSetupResponseSchema = deferred(() => z.union([
  z.object({ setupIntent: z.object({ id: z.string(), status: z.literal('succeeded'), payment_method: z.string() }) }),
  z.object({ error: z.object({ type: z.literal('card_error'), code: z.string(), decline_code: z.string().optional(), message: z.string() }) }),
]));

/** POST /stripe/local/confirm-setup's 402 answer: the card provider's refusal. */
export const cardErrorResponseSchema = deferred(() => localConfirmSetupResponseSchema.options[1]);

/** POST /stripe/create-customer and /stripe/update-customer: the payment customer. */
export const customerResponseSchema = deferred(() => z.object({ customer: getAccountResponseSchema.shape.customer }));
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

const epochSeconds = deferred(() => z.number().int());
const cents = deferred(() => z.number().int().nonnegative());

/** One line of an invoice (Stripe's `lines.data[]`). */
export const invoiceLineSchema = deferred(() => z.object({
  description: z.string().nullable(),
  /** Cents, excluding tax. */
  amount: cents,
  /** The price billed, when the line is a subscription's. */
  price: z.string().nullable(),
  period: z.object({ start: epochSeconds, end: epochSeconds }),
}));

/**
 * An invoice in Stripe's shape. Amounts are cents in `currency`: `subtotal` excludes tax,
 * `tax` is 10% GST for Australian customers, `total` = `amount_due` = subtotal + tax.
 * The local gateway issues one per period start, `paid` when a card was on file, else `open`.
 */
export const invoiceSchema = deferred(() => z.object({
  id: z.string(),
  number: z.string().nullable(),
  customer: z.string(),
  subscription: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  currency: z.string(),
  subtotal: cents,
  tax: cents,
  total: cents,
  amount_due: cents,
  amount_paid: cents,
  period_start: epochSeconds,
  period_end: epochSeconds,
  created: epochSeconds,
  /** When it was paid (Stripe's status_transitions.paid_at); null while open. */
  paid_at: epochSeconds.nullable(),
  lines: z.object({ data: z.array(invoiceLineSchema) }),
}));
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice as the api answers it: plus the link to its PDF (needs the bearer token). */
export const invoiceResponseSchema = deferred(() => invoiceSchema.extend({ invoice_pdf: z.url() }));

/** GET /stripe/list-invoices: the caller's invoices, newest first. */
export const listInvoicesResponseSchema = deferred(() => z.object({ data: z.array(invoiceResponseSchema) }));
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;

/**
 * `error_code`s of the /stripe/* routes. A card refusal carries the card provider's own
 * code instead (card_declined, expired_card, ...), as Stripe answers. The messages the
 * portal shows for failed calls are BILLING_MESSAGES (000 §8).
 */
export const BILLING_ERROR_CODES = {
  /** The caller has no payment customer yet: POST /stripe/create-customer first. */
  NO_PAYMENT_CUSTOMER: 'NO_PAYMENT_CUSTOMER',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  SUBSCRIPTION_NOT_LIVE: 'SUBSCRIPTION_NOT_LIVE',
  SUBSCRIPTION_EXISTS: 'SUBSCRIPTION_EXISTS',
  UNKNOWN_PRICE: 'UNKNOWN_PRICE',
  /** A paid price needs a default card (402). Lower case like Stripe's own codes. */
  PAYMENT_METHOD_REQUIRED: 'payment_method_required',
  PAYMENT_METHOD_NOT_FOUND: 'PAYMENT_METHOD_NOT_FOUND',
  INVOICE_NOT_FOUND: 'INVOICE_NOT_FOUND',
  PAYMENT_GATEWAY_ERROR: 'PAYMENT_GATEWAY_ERROR',
  FEATURE_NOT_IN_PLAN: 'FEATURE_NOT_IN_PLAN',
} as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[keyof typeof BILLING_ERROR_CODES];

/** The local gateway's test cards (Stripe's numbers). Any other number is not a test card. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;
