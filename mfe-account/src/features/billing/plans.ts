import { PLAN_ORDER, toTier, type Tier, planActive, trialPeriodActive } from '@portal/shared-contracts/core';
import {
  BILLING_INTERVALS,
  intervalOf,
  isOnTrial,
  type BillingInterval,
  type GetAccountResponse,
  type Plan,
  type Price,
  type Product,
  type Subscription,
} from '@portal/shared-contracts/account';

/** The customer's subscription as the hub derives it (000 §3 "current subscription as derived"). */
export interface CurrentSubscription {
  readonly level: Tier | null;
  readonly interval: BillingInterval;
  readonly onTrial: boolean;
  readonly trialEndInEpochSeconds: number | null;
  readonly subscription: Subscription;
}

/**
 * data[0] of the account's subscriptions with its level (the product of its first item's
 * price, else the session's tier), interval (period length, 000 §4) and trial state.
 */
export function currentSubscriptionOf(
  account: GetAccountResponse | null,
  products: readonly Product[],
  sessionTier: Tier | null,
  nowEpochSeconds: number,
): CurrentSubscription | null {
  const subscription = account?.subscriptions.data[0];
  if (!subscription) return null;
  const productId = subscription.items.data[0]?.price.product;
  const product = products.find((p) => p.id === productId);
  return {
    level: toTier(product?.name) ?? sessionTier,
    interval: intervalOf(subscription),
    onTrial: isOnTrial(subscription, nowEpochSeconds),
    trialEndInEpochSeconds: subscription.trial_end,
    subscription,
  };
}

/** The plan the customer is on, for planChange and the Current badge; null without one. */
export function currentPlanOf(current: CurrentSubscription | null): Plan | null {
  return current?.level ? { tier: current.level, interval: current.interval } : null;
}

/**
 * The current plan line (000 §2): "Trial Period Active | Trial end on 21st March 2025"
 * while on trial, else the interval as Active with the period's end date.
 */
export function currentPlanLine(current: CurrentSubscription): string {
  const { subscription } = current;
  if (current.onTrial && subscription.trial_end !== null) return trialPeriodActive(new Date(subscription.trial_end * 1000));
  return planActive(current.interval, new Date(subscription.current_period_end * 1000));
}

/** One card of the hub: a product of the plan order with its price per interval. */
export interface PlanOption {
  readonly tier: Tier;
  readonly product: Product;
  readonly prices: Readonly<Partial<Record<BillingInterval, Price>>>;
}

/** The hub's cards in PLAN_ORDER (Beginner, Starter, Pro, Entry); products not sold are left out. */
export function planOptions(products: readonly Product[]): PlanOption[] {
  return PLAN_ORDER.flatMap((tier) => {
    const product = products.find((p) => toTier(p.name) === tier);
    if (!product) return [];
    const prices: Partial<Record<BillingInterval, Price>> = {};
    for (const price of product.prices) prices[price.recurring.interval] ??= price;
    return [{ tier, product, prices }];
  });
}

/** The intervals a card can toggle between, monthly first. */
export function intervalsOf(option: PlanOption): BillingInterval[] {
  return [BILLING_INTERVALS.month, BILLING_INTERVALS.year].filter((i) => option.prices[i]);
}

/** The tier a price belongs to (the product it is a price of). */
export function tierOfPrice(products: readonly Product[], priceId: string): Tier | null {
  return toTier(products.find((p) => p.prices.some((price) => price.id === priceId))?.name);
}

/** A price needs a card unless it is free (Beginner); a plain card update (no price) always does. */
export function needsCard(price: Price | null): boolean {
  return !price || price.unit_amount > 0;
}
