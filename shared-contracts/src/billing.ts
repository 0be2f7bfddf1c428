import { z } from 'zod';
import { PRICING } from './constants/account';
import { formatAudCents } from './messages/format';
import { BILLING_LABELS } from './messages/account';
import { TIERS, type Tier } from './tiers';
import { deferred } from './deferred';

/**
 * Catalogue shapes of the payment gateway (000 §3), as Stripe names them. Amounts are
 * integer cents in AUD. Sign-up already needs the catalogue to pick the trial price. The
 * /stripe/* request and answer shapes are in billing-calls.ts.
 */
export const BILLING_INTERVALS = { month: 'month', year: 'year' } as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[keyof typeof BILLING_INTERVALS];

export const priceSchema = deferred(() => z.object({
  id: z.string(),
  product: z.string(),
  unit_amount: z.number().int().nonnegative(),
  currency: z.string(),
  nickname: z.string().nullable(),
  recurring: z.object({ interval: z.enum([BILLING_INTERVALS.month, BILLING_INTERVALS.year]) }),
}));
export type Price = z.infer<typeof priceSchema>;

export const productSchema = deferred(() => z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Active prices of the product, monthly first. */
  prices: z.array(priceSchema),
}));
export type Product = z.infer<typeof productSchema>;

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

/** Cents as Australian dollars in the en-AU locale: 4900 -> "$49.00" (without Intl, docs/adr/056). */
export function formatAud(cents: number): string {
  return formatAudCents(cents);
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
  /** The figures include 10% GST (an Australian customer, a paid price). */
  readonly inclGst: boolean;
}

export function displayPrice(price: Price, country: string | null | undefined): PriceDisplay {
  const charged = withGst(price.unit_amount, country);
  return {
    amount: formatAud(charged),
    interval: price.recurring.interval,
    yearlyEquivalent: price.recurring.interval === BILLING_INTERVALS.month ? formatAud(yearlyEquivalent(charged)) : null,
    free: price.unit_amount === 0,
    inclGst: price.unit_amount > 0 && chargesGst(country),
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
