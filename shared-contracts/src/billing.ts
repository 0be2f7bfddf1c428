import { z } from 'zod';
import { CURRENCY, LOCALE, PRICING } from './constants/account';
import { BILLING_LABELS } from './messages/account';
import { TIERS, type Tier } from './tiers';

/**
 * Catalogue shapes of the payment gateway (000 §3), as Stripe names them. Amounts are
 * integer cents in AUD. The billing issue extends this module; sign-up already needs
 * the catalogue to pick the trial price.
 */
export const BILLING_INTERVALS = { month: 'month', year: 'year' } as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[keyof typeof BILLING_INTERVALS];

export const priceSchema = z.object({
  id: z.string(),
  product: z.string(),
  unit_amount: z.number().int().nonnegative(),
  currency: z.string(),
  nickname: z.string().nullable(),
  recurring: z.object({ interval: z.enum([BILLING_INTERVALS.month, BILLING_INTERVALS.year]) }),
});
export type Price = z.infer<typeof priceSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Active prices of the product, monthly first. */
  prices: z.array(priceSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /stripe/list-products: the products sold through the hub, in the spec's order. */
export const listProductsResponseSchema = z.object({ data: z.array(productSchema) });
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

/** The price a sign-up's trial starts on: the product's monthly price, else its first. */
export function trialPriceOf(product: Product): Price | null {
  return product.prices.find((p) => p.recurring.interval === BILLING_INTERVALS.month) ?? product.prices[0] ?? null;
}

// ---------------------------------------------------------------------------
// Price display, trial and interval detection, plan-change rules (000 §2, §4, §9;
// 001 §9). Pure functions: the hub, the card modal and the api all use these.
// ---------------------------------------------------------------------------

/** True when the customer's country attribute makes prices carry 10% GST. */
export function chargesGst(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === PRICING.GST_COUNTRY.toLowerCase();
}

/** A unit amount in cents with GST added for Australian customers, rounded to the cent. */
export function withGst(cents: number, country: string | null | undefined): number {
  return chargesGst(country) ? Math.round(cents * (1 + PRICING.GST_RATE)) : cents;
}

const audFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Cents as Australian dollars in the en-AU locale: 4900 -> "$49.00". */
export function formatAud(cents: number): string {
  return audFormat.format(cents / PRICING.CENTS_PER_DOLLAR);
}

/** The yearly equivalent of a monthly amount, as a monthly card shows it (12 x monthly). */
export function yearlyEquivalent(monthlyCents: number): number {
  return monthlyCents * PRICING.MONTHS_PER_YEAR;
}

/**
 * What a plan card shows for one price (see docs/adr/009-price-display-and-billing.md): the real
 * amount charged per interval, GST included for Australia; a monthly price also shows
 * its yearly equivalent.
 */
export interface PriceDisplay {
  readonly amount: string;
  readonly interval: BillingInterval;
  readonly yearlyEquivalent: string | null;
  readonly free: boolean;
}

export function displayPrice(price: Price, country: string | null | undefined): PriceDisplay {
  const charged = withGst(price.unit_amount, country);
  return {
    amount: formatAud(charged),
    interval: price.recurring.interval,
    yearlyEquivalent: price.recurring.interval === BILLING_INTERVALS.month ? formatAud(yearlyEquivalent(charged)) : null,
    free: price.unit_amount === 0,
  };
}

/** The parts of a gateway subscription the portal reads (000 §3). */
export interface SubscriptionPeriod {
  readonly trial_end: number | null;
  readonly current_period_start: number;
  readonly current_period_end: number;
}

/** Trial is on when trial_end (epoch seconds) lies in the future (000 §4). */
export function isOnTrial(subscription: Pick<SubscriptionPeriod, 'trial_end'>, nowEpochSeconds: number): boolean {
  return subscription.trial_end !== null && subscription.trial_end > nowEpochSeconds;
}

/** Year when the period (end minus start) exceeds 10,000,000 seconds, else month (000 §4). */
export function intervalOf(subscription: Pick<SubscriptionPeriod, 'current_period_start' | 'current_period_end'>): BillingInterval {
  return subscription.current_period_end - subscription.current_period_start > PRICING.YEARLY_PERIOD_THRESHOLD_S
    ? BILLING_INTERVALS.year
    : BILLING_INTERVALS.month;
}

/** Rank of a tier by what it includes (Beginner < Starter < Entry < Pro < Enterprise). */
const TIER_RANK: Readonly<Record<Tier, number>> = { Beginner: 0, Starter: 1, Entry: 2, Pro: 3, Enterprise: 4 };

/** A plan: a tier at an interval. */
export interface Plan {
  readonly tier: Tier;
  readonly interval: BillingInterval;
}

/**
 * What choosing `target` means for a customer on `current` (null: no subscription):
 * - `current`: the plan they have (the card shows the Current badge, no button);
 * - `start`: no subscription yet, a new one is created;
 * - `upgrade` / `downgrade`: a tier with more / fewer features;
 * - `switchInterval`: the same tier at the other interval.
 * Beginner is free forever: choosing it from a paid plan is a downgrade that needs the
 * "Are you sure you want to downgrade?" confirmation.
 */
export type PlanChange = 'current' | 'start' | 'upgrade' | 'downgrade' | 'switchInterval';

export function planChange(current: Plan | null, target: Plan): PlanChange {
  if (!current) return 'start';
  if (current.tier === target.tier) {
    if (current.tier === TIERS.Beginner || current.interval === target.interval) return 'current';
    return 'switchInterval';
  }
  return TIER_RANK[target.tier] > TIER_RANK[current.tier] ? 'upgrade' : 'downgrade';
}

/** True when the change needs the downgrade confirmation instead of the card fields. */
export function needsDowngradeConfirmation(current: Plan | null, target: Plan): boolean {
  return target.tier === TIERS.Beginner && planChange(current, target) === 'downgrade';
}

/**
 * The Update Subscription modal's button (000 §2): Update Card with no price chosen
 * (a plain card update), Confirm Downgrade for a downgrade to Beginner, else Confirm
 * Payment.
 */
export function updateButtonLabel(
  current: Plan | null,
  target: Plan | null,
): typeof BILLING_LABELS.updateCard | typeof BILLING_LABELS.confirmDowngradeButton | typeof BILLING_LABELS.confirmPayment {
  if (!target) return BILLING_LABELS.updateCard;
  return needsDowngradeConfirmation(current, target) ? BILLING_LABELS.confirmDowngradeButton : BILLING_LABELS.confirmPayment;
}

// ---------------------------------------------------------------------------
// The /stripe/* calls (000 §7). Stripe's shapes and id prefixes; the api's local
// gateway and the Stripe adapter answer the same.
// ---------------------------------------------------------------------------

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;

export const subscriptionSchema = z.object({
  id: z.string(),
  customer: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_end: z.number().int().nullable(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  created: z.number().int(),
  items: z.object({ data: z.array(z.object({ id: z.string(), price: priceSchema, quantity: z.number().int() })) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A saved card: only brand and last four digits are ever stored. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string().length(4), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /stripe/get-account: the payment customer and their subscriptions. */
export const getAccountResponseSchema = z.object({
  customer: z.object({
    id: z.string(),
    email: z.string().nullable(),
    invoice_settings: z.object({ default_payment_method: paymentMethodSchema.nullable() }),
  }),
  subscriptions: z.object({ data: z.array(subscriptionSchema) }),
});
export type GetAccountResponse = z.infer<typeof getAccountResponseSchema>;

/** POST /stripe/setup-intent: `client_secret` null means nothing more is done (000 §7). */
export const setupIntentResponseSchema = z.object({ id: z.string(), client_secret: z.string().nullable() });

/** POST /stripe/update-customer: the confirmed card becomes the default payment method. */
export const updateCustomerRequestSchema = z.object({ paymentMethodId: z.string().min(1).max(100) });

/**
 * POST /stripe/create-subscription: the given payload plus email and payment customer id
 * (000 §7). The api takes the customer from the token and only checks that these match.
 */
export const createSubscriptionRequestSchema = z.object({
  priceId: z.string().min(1).max(100),
  email: z.string().max(254).optional(),
  customerId: z.string().max(100).optional(),
});

/** POST /stripe/update-subscription (failure: "Failed to update subscription"). */
export const updateSubscriptionRequestSchema = z.object({
  subscriptionId: z.string().min(1).max(100),
  priceId: z.string().min(1).max(100),
});

export const cancelSubscriptionRequestSchema = z.object({ subscriptionId: z.string().min(1).max(100) });

/** Answer of the subscription writes. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

/**
 * Local mode only: confirming a setup intent with a test card, as Stripe.js does against
 * Stripe. Authorised by the intent's client secret, like Stripe's own endpoint.
 */
export const localConfirmSetupRequestSchema = z.object({
  client_secret: z.string().min(1),
  card: z.object({
    number: z.string().min(12).max(23),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().min(3).max(4),
  }),
  billing_details: z.object({ name: z.string().max(200).optional(), address: z.object({ country: z.string().max(100).optional() }).optional() }),
});
export const localConfirmSetupResponseSchema = z.union([
  z.object({ setupIntent: z.object({ id: z.string(), status: z.literal('succeeded'), payment_method: z.string() }) }),
  z.object({ error: z.object({ type: z.literal('card_error'), code: z.string(), decline_code: z.string().optional(), message: z.string() }) }),
]);

/** POST /stripe/local/confirm-setup's 402 answer: the card provider's refusal. */
export const cardErrorResponseSchema = localConfirmSetupResponseSchema.options[1];

/** POST /stripe/create-customer and /stripe/update-customer: the payment customer. */
export const customerResponseSchema = z.object({ customer: getAccountResponseSchema.shape.customer });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

const epochSeconds = z.number().int();
const cents = z.number().int().nonnegative();

/** One line of an invoice (Stripe's `lines.data[]`). */
export const invoiceLineSchema = z.object({
  description: z.string().nullable(),
  /** Cents, excluding tax. */
  amount: cents,
  /** The price billed, when the line is a subscription's. */
  price: z.string().nullable(),
  period: z.object({ start: epochSeconds, end: epochSeconds }),
});

/**
 * An invoice in Stripe's shape. Amounts are cents in `currency`: `subtotal` excludes tax,
 * `tax` is 10% GST for Australian customers, `total` = `amount_due` = subtotal + tax.
 * The local gateway issues one per period start, `paid` when a card was on file, else `open`.
 */
export const invoiceSchema = z.object({
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
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice as the api answers it: plus the link to its PDF (needs the bearer token). */
export const invoiceResponseSchema = invoiceSchema.extend({ invoice_pdf: z.url() });

/** GET /stripe/list-invoices: the caller's invoices, newest first. */
export const listInvoicesResponseSchema = z.object({ data: z.array(invoiceResponseSchema) });
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

/** The `Idempotency-Key` header every billing write accepts. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
