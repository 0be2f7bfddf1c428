import type Stripe from 'stripe';
import type { BillingInterval } from '../../../contracts';
import { foldSubscriptions, moneyTotals, type DashboardSubscription, type DashboardWindow, type PaymentFigures } from '../admin/dashboard-rules';
import { adminStatusOf, productNames, type StripeAdminDeps } from './stripe-admin-reads';

/*
 * The admin dashboard's payment figures on Stripe (docs/adr/032). Stripe has no aggregate
 * for them, so the api pages through its lists, 100 objects a request:
 * - every subscription (status=all, newest first), folded with the rules the ledger's SQL
 *   applies (dashboard-rules' foldSubscriptions): a request per 100 subscriptions ever made;
 * - the paid invoices created from PAID_LOOKBACK_DAYS before the range to its end, kept
 *   when paid within the range (Stripe filters invoices by creation, not by payment): a
 *   request per 100 of those;
 * - one request per product, for its name (the plan).
 */

/** How long before the range an invoice paid within it may have been created (dunning retries last weeks). */
export const PAID_LOOKBACK_DAYS = 90;
const DAY_MS = 86_400_000;

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id);
const intervalOf = (price: Stripe.Price): BillingInterval | null => {
  const interval: string | undefined = price.recurring?.interval;
  return interval === 'month' ? 'month' : interval === 'year' ? 'year' : null;
};

/** Every object of a Stripe list, page after page (`starting_after` the last id while `has_more`). */
async function everyItem<T extends { id: string }>(deps: StripeAdminDeps, list: (after: string | undefined) => Promise<Stripe.ApiList<T>>): Promise<T[]> {
  const all: T[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await deps.call(() => list(after));
    all.push(...page.data);
    const last = page.data[page.data.length - 1];
    if (!page.has_more || !last) return all;
    after = last.id;
  }
}

async function toDashboardSubscription(s: Stripe.Subscription, planOf: (productId: string | null) => Promise<string | null>): Promise<DashboardSubscription> {
  const first = s.items.data[0]?.price;
  return {
    customer: idOf(s.customer),
    status: adminStatusOf(s.status),
    plan: first ? await planOf(idOf(first.product)) : null,
    interval: first ? intervalOf(first) : null,
    createdMs: s.created * 1000,
    canceledMs: s.canceled_at === null ? null : s.canceled_at * 1000,
    items: s.items.data.flatMap((item) => {
      const interval = intervalOf(item.price);
      return item.price.unit_amount === null || interval === null
        ? []
        : [{ unitAmount: item.price.unit_amount, quantity: item.quantity ?? 1, currency: item.price.currency, interval }];
    }),
  };
}

export function stripeAdminDashboard(deps: StripeAdminDeps): { adminDashboard(window: DashboardWindow): Promise<PaymentFigures> } {
  const { stripe } = deps;
  return {
    async adminDashboard(window) {
      const planOf = productNames(deps);
      const subscriptions = await everyItem(deps, (after) =>
        stripe.subscriptions.list({ status: 'all', limit: 100, ...(after ? { starting_after: after } : {}) }),
      );
      const figures = foldSubscriptions(await Promise.all(subscriptions.map((s) => toDashboardSubscription(s, planOf))), window);
      const created = { gte: Math.floor((window.fromMs - PAID_LOOKBACK_DAYS * DAY_MS) / 1000), lt: Math.ceil(window.toMs / 1000) };
      const invoices = await everyItem(deps, (after) => stripe.invoices.list({ status: 'paid', created, limit: 100, ...(after ? { starting_after: after } : {}) }));
      const paid = invoices.filter((i) => {
        const paidMs = i.status_transitions.paid_at === null ? null : i.status_transitions.paid_at * 1000;
        return paidMs !== null && paidMs >= window.fromMs && paidMs < window.toMs;
      });
      return { ...figures, invoicesPaid: { count: paid.length, amounts: moneyTotals(paid.map((i) => ({ currency: i.currency, amount: i.amount_paid }))) } };
    },
  };
}
