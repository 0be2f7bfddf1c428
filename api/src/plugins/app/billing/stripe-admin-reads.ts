import type Stripe from 'stripe';
import { ADMIN_SUBSCRIPTION_STATUSES, type AdminPaymentCustomer, type AdminSubscription, type AdminSubscriptionStatus } from '../../../contracts';
import { UnknownCursorError, type AdminGatewayInvoice, type GatewayPage, type InvoicePageRequest, type PageRequest } from './payment-gateway';
import { toInvoice, toSubscription } from './stripe-mapping';

/*
 * The admin reads on Stripe (002 §7): its own lists, paged as Stripe pages (`starting_after`,
 * `has_more`). Plan names are the products' names, fetched once per product and call.
 * A customer in the customers list carries the subscriptions Stripe embeds there, the live
 * ones; findCustomers and listSubscriptions ask for every status.
 */

/** What the adapter needs from the Stripe gateway: its client and its error mapping. */
export interface StripeAdminDeps {
  readonly stripe: Stripe;
  call<T>(fn: () => Promise<T>): Promise<T>;
  find<T>(fn: () => Promise<T>): Promise<T | null>;
}

const STATUSES = new Set<string>(Object.values(ADMIN_SUBSCRIPTION_STATUSES));
/** A Stripe subscription status as the admin reads it ('incomplete' for one it does not know). */
export const adminStatusOf = (status: string): AdminSubscriptionStatus => (STATUSES.has(status) ? status : 'incomplete') as AdminSubscriptionStatus;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Product names by id, each asked once. */
export function productNames(deps: StripeAdminDeps): (productId: string | null) => Promise<string | null> {
  const names = new Map<string, Promise<string | null>>();
  return (productId) => {
    if (!productId) return Promise.resolve(null);
    let name = names.get(productId);
    if (!name) {
      name = deps.find(() => deps.stripe.products.retrieve(productId)).then((p) => p?.name ?? null);
      names.set(productId, name);
    }
    return name;
  };
}

async function toAdminSubscription(s: Stripe.Subscription, planOf: (productId: string | null) => Promise<string | null>): Promise<AdminSubscription> {
  const portal = toSubscription(s);
  const price = s.items.data[0]?.price;
  const interval: string | undefined = price?.recurring?.interval;
  return {
    id: s.id,
    plan: await planOf(idOf(price?.product as string | { id: string } | undefined)),
    status: adminStatusOf(s.status),
    created: s.created,
    current_start: portal.current_period_start,
    current_end: portal.current_period_end,
    trial_end: s.trial_end ?? null,
    canceled_at: s.canceled_at ?? null,
    unit_amount: price?.unit_amount ?? null,
    currency: price?.currency ?? 'aud',
    subscription_plan_interval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
  };
}

async function toAdminCustomer(c: Stripe.Customer, subscriptions: readonly Stripe.Subscription[], planOf: (productId: string | null) => Promise<string | null>): Promise<AdminPaymentCustomer> {
  return {
    id: c.id,
    email: c.email,
    created: c.created,
    subscriptions: await Promise.all([...subscriptions].sort((a, b) => b.created - a.created).map((s) => toAdminSubscription(s, planOf))),
  };
}

/** Stripe's `created[gte]` / `created[lt]` filter of a list, when the page asks for a range. */
function createdRange(page: InvoicePageRequest): { created?: Stripe.RangeQueryParam } {
  const range: Stripe.RangeQueryParam = {
    ...(page.createdGte !== undefined ? { gte: page.createdGte } : {}),
    ...(page.createdLt !== undefined ? { lt: page.createdLt } : {}),
  };
  return Object.keys(range).length > 0 ? { created: range } : {};
}

export function stripeAdminReads(deps: StripeAdminDeps): {
  listCustomers(page: PageRequest): Promise<GatewayPage<AdminPaymentCustomer>>;
  findCustomers(ids: readonly string[]): Promise<AdminPaymentCustomer[]>;
  listSubscriptions(billingCustomerId: string): Promise<AdminSubscription[]>;
  listInvoicePage(page: InvoicePageRequest): Promise<GatewayPage<AdminGatewayInvoice>>;
} {
  const { stripe, call, find } = deps;
  /** A list page; an unknown `starting_after` (Stripe's 404) is UnknownCursorError. */
  const listPage = async <T>(page: PageRequest, list: () => Promise<Stripe.ApiList<T>>): Promise<Stripe.ApiList<T>> => {
    const found = await find(list);
    if (!found) throw new UnknownCursorError(page.startingAfter ?? '');
    return found;
  };
  const allSubscriptions = async (customer: string): Promise<Stripe.Subscription[]> =>
    (await call(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }))).data;

  return {
    async listCustomers(page) {
      const planOf = productNames(deps);
      const list = await listPage(page, () =>
        stripe.customers.list({ limit: page.limit, expand: ['data.subscriptions'], ...(page.startingAfter ? { starting_after: page.startingAfter } : {}) }),
      );
      return { has_more: list.has_more, data: await Promise.all(list.data.map((c) => toAdminCustomer(c, c.subscriptions?.data ?? [], planOf))) };
    },

    async findCustomers(ids) {
      const planOf = productNames(deps);
      const found = await Promise.all(
        ids.map(async (id) => {
          const c = await find(() => stripe.customers.retrieve(id));
          if (!c || ('deleted' in c && c.deleted)) return null;
          return toAdminCustomer(c as Stripe.Customer, await allSubscriptions(id), planOf);
        }),
      );
      return found.filter((c): c is AdminPaymentCustomer => c !== null);
    },

    async listSubscriptions(billingCustomerId) {
      const planOf = productNames(deps);
      const subscriptions = (await find(() => allSubscriptions(billingCustomerId))) ?? [];
      return Promise.all(subscriptions.sort((a, b) => b.created - a.created).map((s) => toAdminSubscription(s, planOf)));
    },

    async listInvoicePage(page) {
      const planOf = productNames(deps);
      const list = await listPage(page, () =>
        stripe.invoices.list({
          limit: page.limit,
          expand: ['data.customer'],
          ...(page.customer ? { customer: page.customer } : {}),
          ...(page.startingAfter ? { starting_after: page.startingAfter } : {}),
          ...createdRange(page),
        }),
      );
      const data = await Promise.all(
        list.data.map(async (i): Promise<AdminGatewayInvoice> => {
          const invoice = toInvoice(i);
          const customer = i.customer && typeof i.customer !== 'string' && !('deleted' in i.customer && i.customer.deleted) ? (i.customer as Stripe.Customer) : null;
          return {
            id: invoice.id,
            number: invoice.number,
            customer: invoice.customer,
            customer_email: customer?.email ?? i.customer_email ?? null,
            status: invoice.status,
            created: invoice.created,
            paid_time: invoice.paid_at,
            subscription_plan: await planOf(i.lines.data[0]?.pricing?.price_details?.product ?? null),
            amount: invoice.total,
            currency: invoice.currency,
          };
        }),
      );
      return { data, has_more: list.has_more };
    },
  };
}
