import type { Db } from '../../../db';
import type { AdminPaymentCustomer, AdminSubscription, BillingInterval } from '../../../contracts';
import { seconds } from './local-rows';
import { UnknownCursorError, type AdminGatewayInvoice, type GatewayPage, type InvoicePageRequest, type PageRequest } from './payment-gateway';

/*
 * The admin reads of the local ledger (002 §7): payment customers, their subscriptions and
 * every invoice, newest first, a page at a time. Pages are keyset pages on (created, id),
 * the next one starting after the last id as Stripe's `starting_after`, so a page costs
 * the same at the first customer and the ten-thousandth (indexes of migration 017).
 */

interface SubscriptionRow {
  id: string;
  billing_customer_id: string;
  status: AdminSubscription['status'];
  created: Date | string;
  current_period_start: Date | string;
  current_period_end: Date | string;
  trial_end: Date | string | null;
  canceled_at: Date | string | null;
  unit_amount: number | null;
  currency: string | null;
  recurring_interval: BillingInterval | null;
  plan: string | null;
}

interface CustomerRow {
  id: string;
  email: string;
  created: Date | string;
}

interface InvoiceRow {
  id: string;
  number: string;
  billing_customer_id: string;
  email: string;
  status: AdminGatewayInvoice['status'];
  created: Date | string;
  paid_at: Date | string | null;
  amount_due: number;
  currency: string;
  plan: string;
}

const orNull = (value: Date | string | null): number | null => (value === null ? null : seconds(value));

const toAdminSubscription = (r: SubscriptionRow): AdminSubscription => ({
  id: r.id,
  plan: r.plan,
  status: r.status,
  created: seconds(r.created),
  current_start: seconds(r.current_period_start),
  current_end: seconds(r.current_period_end),
  trial_end: orNull(r.trial_end),
  canceled_at: orNull(r.canceled_at),
  unit_amount: r.unit_amount === null ? null : Number(r.unit_amount),
  currency: r.currency ?? 'aud',
  subscription_plan_interval: r.recurring_interval,
});

/** The subscriptions of the given customers (canceled ones too), newest first, by customer. */
async function subscriptionsOf(db: Db, customerIds: readonly string[]): Promise<Map<string, AdminSubscription[]>> {
  const byCustomer = new Map<string, AdminSubscription[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return byCustomer;
  const { rows } = await db.query<SubscriptionRow>(
    `select s.id, s.billing_customer_id, s.status, s.created, s.current_period_start, s.current_period_end, s.trial_end,
            s.canceled_at, p.unit_amount, p.currency, p.recurring_interval, pr.name as plan
       from billing_subscriptions s
       left join lateral (select i.price_id from billing_subscription_items i where i.subscription_id = s.id
                          order by i.created, i.id limit 1) item on true
       left join billing_prices p on p.id = item.price_id
       left join billing_products pr on pr.id = p.product_id
      where s.billing_customer_id = any($1::text[])
      order by s.created desc, s.id desc`,
    [customerIds],
  );
  for (const r of rows) byCustomer.get(r.billing_customer_id)?.push(toAdminSubscription(r));
  return byCustomer;
}

async function withSubscriptions(db: Db, rows: readonly CustomerRow[]): Promise<AdminPaymentCustomer[]> {
  const subscriptions = await subscriptionsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, email: r.email, created: seconds(r.created), subscriptions: subscriptions.get(r.id) ?? [] }));
}

/** A page of `limit` rows from `rows` fetched with one more: has_more says whether it was there. */
function pageOf<T>(rows: T[], limit: number): GatewayPage<T> {
  return { data: rows.slice(0, limit), has_more: rows.length > limit };
}

/** The (created, id) of the cursor's row; UnknownCursorError when there is none. */
async function cursorOf(db: Db, table: 'billing_customers' | 'billing_invoices', id: string): Promise<{ created: string; id: string }> {
  // created as text keeps PostgreSQL's microseconds, which a JS Date would round away.
  const { rows } = await db.query<{ created: string; id: string }>(`select created::text as created, id from ${table} where id = $1`, [id]);
  if (!rows[0]) throw new UnknownCursorError(id);
  return rows[0];
}

export async function listCustomersLocal(db: Db, page: PageRequest): Promise<GatewayPage<AdminPaymentCustomer>> {
  const after = page.startingAfter ? await cursorOf(db, 'billing_customers', page.startingAfter) : null;
  const { rows } = await db.query<CustomerRow>(
    `select b.id, b.email, b.created from billing_customers b
      where $1::timestamptz is null or (b.created, b.id) < ($1::timestamptz, $2::text)
      order by b.created desc, b.id desc limit $3`,
    [after?.created ?? null, after?.id ?? null, page.limit + 1],
  );
  const { data, has_more } = pageOf(rows, page.limit);
  return { data: await withSubscriptions(db, data), has_more };
}

export async function findCustomersLocal(db: Db, ids: readonly string[]): Promise<AdminPaymentCustomer[]> {
  const { rows } = await db.query<CustomerRow>('select id, email, created from billing_customers where id = any($1::text[])', [ids]);
  const found = await withSubscriptions(db, rows);
  return ids.flatMap((id) => found.filter((c) => c.id === id));
}

export async function listSubscriptionsLocal(db: Db, billingCustomerId: string): Promise<AdminSubscription[]> {
  return (await subscriptionsOf(db, [billingCustomerId])).get(billingCustomerId) ?? [];
}

/**
 * A page of invoices; the created range narrows the same keyset walk, so a page after the
 * cursor stays inside the range and `has_more` speaks of the range only.
 */
export async function listInvoicePageLocal(db: Db, page: InvoicePageRequest): Promise<GatewayPage<AdminGatewayInvoice>> {
  const after = page.startingAfter ? await cursorOf(db, 'billing_invoices', page.startingAfter) : null;
  const { rows } = await db.query<InvoiceRow>(
    `select i.id, i.number, i.billing_customer_id, b.email, i.status, i.created, i.paid_at, i.amount_due, i.currency, pr.name as plan
       from billing_invoices i
       join billing_customers b on b.id = i.billing_customer_id
       join billing_prices p on p.id = i.price_id
       join billing_products pr on pr.id = p.product_id
      where ($1::text is null or i.billing_customer_id = $1)
        and ($2::timestamptz is null or (i.created, i.id) < ($2::timestamptz, $3::text))
        and ($5::bigint is null or i.created >= to_timestamp($5::bigint))
        and ($6::bigint is null or i.created < to_timestamp($6::bigint))
      order by i.created desc, i.id desc limit $4`,
    [page.customer ?? null, after?.created ?? null, after?.id ?? null, page.limit + 1, page.createdGte ?? null, page.createdLt ?? null],
  );
  const { data, has_more } = pageOf(rows, page.limit);
  return {
    has_more,
    data: data.map((r) => ({
      id: r.id,
      number: r.number,
      customer: r.billing_customer_id,
      customer_email: r.email,
      status: r.status,
      created: seconds(r.created),
      paid_time: orNull(r.paid_at),
      subscription_plan: r.plan,
      amount: Number(r.amount_due),
      currency: r.currency,
    })),
  };
}
