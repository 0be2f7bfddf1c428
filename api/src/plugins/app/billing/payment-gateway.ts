import type { Db } from '../../../db';
import type { Price, Product } from '../../../contracts';

export type { Price, Product } from '../../../contracts';

/** Stripe's subscription statuses the ledger uses so far (past_due & co. come with payments). */
export const SUBSCRIPTION_STATUSES = { trialing: 'trialing', active: 'active', canceled: 'canceled' } as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[keyof typeof SUBSCRIPTION_STATUSES];

/** One line of a subscription: Stripe's `items.data[]`. */
export interface SubscriptionItem {
  readonly id: string;
  readonly price: Price;
  readonly quantity: number;
}

/**
 * A subscription in Stripe's shape (000 §3: trial_end, current_period_start and
 * current_period_end in epoch seconds, id, items with the price id).
 */
export interface Subscription {
  readonly id: string;
  /** The billing customer (`cus_...`). */
  readonly customer: string;
  readonly status: SubscriptionStatus;
  readonly trial_end: number | null;
  readonly current_period_start: number;
  readonly current_period_end: number;
  readonly cancel_at_period_end: boolean;
  readonly created: number;
  readonly items: { readonly data: readonly SubscriptionItem[] };
}

/** A price with what sign-up needs to know about it and its product. */
export interface PriceDetails {
  readonly price: Price;
  readonly active: boolean;
  readonly product: { readonly id: string; readonly name: string; readonly active: boolean; readonly soldInHub: boolean };
}

export interface SubscribeOptions {
  /** Trial length in days; 0 (the default) starts the subscription active. */
  readonly trialDays?: number;
  /** A fixed id (the demo seed keeps ids stable); a new `sub_...` otherwise. */
  readonly id?: string;
}

/**
 * What the api needs from the payment gateway. The local implementation keeps the ledger
 * in the database; a Stripe implementation can replace it behind the same port. Every
 * method acts within the `Db` the port was bound to, so a caller's transaction covers
 * the billing writes too (see `BillingService.bind`).
 */
export interface BillingPort {
  /** Active products with their active prices (monthly first); `hubOnly` in hub order. */
  listProducts(filter?: { readonly hubOnly?: boolean }): Promise<Product[]>;
  /** A price by id, active or not; null when unknown. */
  findPrice(priceId: string): Promise<PriceDetails | null>;
  /** The customer's `cus_...` id, created on first call (idempotent). */
  ensureCustomer(customerId: number, email: string): Promise<string>;
  /**
   * Starts the sign-up trial on a price (TRIAL_PERIOD_DAYS). A free price has nothing to
   * try out, so it starts active instead ("Free Forever", 000 §2).
   */
  startTrial(billingCustomerId: string, priceId: string, now: Date): Promise<Subscription>;
  /** Creates a subscription on an active price; the customer must have no live one. */
  subscribe(billingCustomerId: string, priceId: string, now: Date, options?: SubscribeOptions): Promise<Subscription>;
  /** The customer's live (not canceled) subscription, or null. */
  currentSubscription(billingCustomerId: string): Promise<Subscription | null>;
  /** The `cus_...` id of a portal customer, or null when none was created. */
  customerIdOf(customerId: number): Promise<string | null>;
}

/** The port on the app's database, plus the same port inside a caller's transaction. */
export interface BillingService extends BillingPort {
  bind(tx: Db): BillingPort;
}

/** Raised for a price that does not exist or is not for sale; callers map it to their error. */
export class UnknownPriceError extends Error {
  override readonly name = 'UnknownPriceError';
  constructor(readonly priceId: string) {
    super(`No active price ${priceId}`);
  }
}

/** Raised by `subscribe` when the customer already has a live subscription (plan changes update it). */
export class LiveSubscriptionExistsError extends Error {
  override readonly name = 'LiveSubscriptionExistsError';
  constructor(readonly billingCustomerId: string) {
    super(`Customer ${billingCustomerId} already has a live subscription`);
  }
}
