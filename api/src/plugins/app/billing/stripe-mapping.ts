import type Stripe from 'stripe';
import { BILLING_INTERVALS, type BillingInterval, type PaymentMethod, type Price, type Subscription } from '../../../contracts';
import type { BillingCustomer, Invoice, PriceDetails } from './payment-gateway';

/*
 * Stripe's objects (API version of the installed SDK) in the portal's shapes. Since the
 * 2025 API versions the billing period lives on each subscription item and an invoice's
 * subscription under parent.subscription_details; the portal keeps reading the classic
 * top-level fields (000 §3), so they are lifted here.
 */

type Id<T extends { id: string }> = string | T;
const idOf = <T extends { id: string }>(value: Id<T> | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const SUBSCRIPTION_STATUS: Readonly<Record<string, Subscription['status']>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
  paused: 'incomplete',
};

/** A recurring price with an amount, or null for prices the portal cannot sell (metered, one-off). */
export function toPortalPrice(p: Stripe.Price): Price | null {
  const recurring = p.recurring?.interval;
  const interval: BillingInterval | null =
    recurring === BILLING_INTERVALS.month ? BILLING_INTERVALS.month : recurring === BILLING_INTERVALS.year ? BILLING_INTERVALS.year : null;
  if (p.unit_amount === null || interval === null) return null;
  return {
    id: p.id,
    product: idOf(p.product as Id<Stripe.Product>) ?? '',
    unit_amount: p.unit_amount,
    currency: p.currency,
    nickname: p.nickname,
    recurring: { interval },
  };
}

/** Products sold by sales only carry `metadata.sold_in_hub = "false"` (Enterprise). */
export function priceDetailsOf(p: Stripe.Price): PriceDetails | null {
  const price = toPortalPrice(p);
  const product = p.product;
  if (!price || typeof product === 'string' || ('deleted' in product && product.deleted)) return null;
  const live = product as Stripe.Product;
  return {
    price,
    active: p.active,
    product: { id: live.id, name: live.name, active: live.active, soldInHub: live.metadata['sold_in_hub'] !== 'false' },
  };
}

export function toPaymentMethod(pm: Stripe.PaymentMethod): PaymentMethod | null {
  if (!pm.card) return null;
  return {
    id: pm.id,
    type: 'card',
    card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year },
  };
}

export function toBillingCustomer(c: Stripe.Customer): BillingCustomer {
  const pm = c.invoice_settings.default_payment_method;
  return {
    id: c.id,
    email: c.email,
    invoice_settings: { default_payment_method: pm && typeof pm !== 'string' ? toPaymentMethod(pm) : null },
  };
}

export function toSubscription(s: Stripe.Subscription): Subscription {
  const items = s.items.data;
  const first = items[0];
  const legacy = s as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    id: s.id,
    customer: idOf(s.customer as Id<Stripe.Customer>) ?? '',
    status: SUBSCRIPTION_STATUS[s.status] ?? 'incomplete',
    trial_end: s.trial_end,
    current_period_start: first?.current_period_start ?? legacy.current_period_start ?? s.start_date,
    current_period_end: first?.current_period_end ?? legacy.current_period_end ?? s.start_date,
    cancel_at_period_end: s.cancel_at_period_end,
    created: s.created,
    items: {
      data: items.flatMap((i) => {
        const price = toPortalPrice(i.price);
        return price ? [{ id: i.id, price, quantity: i.quantity ?? 1 }] : [];
      }),
    },
  };
}

const INVOICE_STATUSES = new Set<Invoice['status']>(['draft', 'open', 'paid', 'uncollectible', 'void']);

export function toInvoice(i: Stripe.Invoice): Invoice {
  const lines = i.lines.data;
  const legacy = i as unknown as { subscription?: Id<Stripe.Subscription> | null; tax?: number | null };
  const subscription = idOf(i.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
  const period = lines[0]?.period ?? { start: i.period_start, end: i.period_end };
  const tax = legacy.tax ?? (i.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);
  return {
    id: i.id,
    number: i.number,
    customer: idOf(i.customer as Id<Stripe.Customer>) ?? '',
    subscription,
    status: i.status && INVOICE_STATUSES.has(i.status as Invoice['status']) ? (i.status as Invoice['status']) : 'open',
    currency: i.currency,
    subtotal: i.subtotal,
    tax,
    total: i.total,
    amount_due: i.amount_due,
    amount_paid: i.amount_paid,
    period_start: period.start,
    period_end: period.end,
    created: i.created,
    paid_at: i.status_transitions.paid_at,
    lines: {
      data: lines.map((l) => ({
        description: l.description,
        amount: l.amount,
        price: idOf(l.pricing?.price_details?.price as Id<Stripe.Price> | undefined),
        period: { start: l.period.start, end: l.period.end },
      })),
    },
  };
}
