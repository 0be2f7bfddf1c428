import type { Db } from '../../../db';
import type { BillingInterval, Price, Subscription } from '../../../contracts';
import type { LedgerStatus } from './payment-gateway';
import { epochSecondsOf } from './periods';

/*
 * Rows of the local ledger (migrations 003 and 005) and their mapping to Stripe's shapes,
 * shared by the local gateway's modules.
 */

export interface PriceRow {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  nickname: string | null;
  recurring_interval: BillingInterval;
  active: boolean;
}

export interface SubscriptionRow {
  id: string;
  billing_customer_id: string;
  status: LedgerStatus;
  trial_end: Date | string | null;
  current_period_start: Date | string;
  current_period_end: Date | string;
  billing_cycle_anchor: Date | string;
  cancel_at_period_end: boolean;
  created: Date | string;
}

interface ItemRow extends PriceRow {
  item_id: string;
  quantity: number;
}

export const PRICE_COLUMNS = 'p.id, p.product_id, p.unit_amount, p.currency, p.nickname, p.recurring_interval, p.active';

export const SUBSCRIPTION_COLUMNS = `s.id, s.billing_customer_id, s.status, s.trial_end, s.current_period_start,
  s.current_period_end, s.billing_cycle_anchor, s.cancel_at_period_end, s.created`;

export const toPrice = (r: PriceRow): Price => ({
  id: r.id,
  product: r.product_id,
  unit_amount: Number(r.unit_amount),
  currency: r.currency,
  nickname: r.nickname,
  recurring: { interval: r.recurring_interval },
});

export const seconds = (value: Date | string): number => epochSecondsOf(new Date(value));

/** A subscription row with its items, in Stripe's shape. */
export async function toSubscription(db: Db, row: SubscriptionRow): Promise<Subscription> {
  const items = await db.query<ItemRow>(
    `select i.id as item_id, i.quantity, ${PRICE_COLUMNS}
     from billing_subscription_items i join billing_prices p on p.id = i.price_id
     where i.subscription_id = $1 order by i.created, i.id`,
    [row.id],
  );
  return {
    id: row.id,
    customer: row.billing_customer_id,
    status: row.status,
    trial_end: row.trial_end === null ? null : seconds(row.trial_end),
    current_period_start: seconds(row.current_period_start),
    current_period_end: seconds(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end,
    created: seconds(row.created),
    items: { data: items.rows.map((i) => ({ id: i.item_id, price: toPrice(i), quantity: Number(i.quantity) })) },
  };
}

/** A subscription row by id (any status), locked for update when inside a transaction. */
export async function subscriptionRow(db: Db, subscriptionId: string, lock = false): Promise<SubscriptionRow | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from billing_subscriptions s where s.id = $1${lock ? ' for update' : ''}`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/** The price and product name of a subscription's (single) item. */
export async function itemPriceOf(
  db: Db,
  subscriptionId: string,
): Promise<{ itemId: string; price: PriceRow; productName: string } | null> {
  const { rows } = await db.query<ItemRow & { product_name: string }>(
    `select i.id as item_id, i.quantity, ${PRICE_COLUMNS}, pr.name as product_name
     from billing_subscription_items i
     join billing_prices p on p.id = i.price_id join billing_products pr on pr.id = p.product_id
     where i.subscription_id = $1 order by i.created, i.id limit 1`,
    [subscriptionId],
  );
  const r = rows[0];
  return r ? { itemId: r.item_id, price: r, productName: r.product_name } : null;
}
