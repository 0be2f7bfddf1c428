import { violates, type Db } from '../../../db';
import { TRIAL_PERIOD_DAYS, type BillingInterval, type Price, type Product } from '../../../contracts';
import type { Clock } from '../identity/clock';
import {
  LiveSubscriptionExistsError,
  UnknownPriceError,
  type BillingPort,
  type BillingService,
  type PriceDetails,
  type Subscription,
  type SubscriptionStatus,
} from './billing-port';
import { newId } from './ids';
import { addDays, addInterval, epochSecondsOf } from './periods';

interface PriceRow {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: string;
  nickname: string | null;
  recurring_interval: BillingInterval;
  active: boolean;
}

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
}

interface SubscriptionRow {
  id: string;
  billing_customer_id: string;
  status: SubscriptionStatus;
  trial_end: Date | string | null;
  current_period_start: Date | string;
  current_period_end: Date | string;
  cancel_at_period_end: boolean;
  created: Date | string;
}

interface ItemRow extends PriceRow {
  item_id: string;
  subscription_id: string;
  quantity: number;
}

const PRICE_COLUMNS = 'p.id, p.product_id, p.unit_amount, p.currency, p.nickname, p.recurring_interval, p.active';
/** Monthly before yearly (000 §2 toggles), then cheapest first. */
const PRICE_ORDER = `(p.recurring_interval = 'month') desc, p.unit_amount, p.id`;

const toPrice = (r: PriceRow): Price => ({
  id: r.id,
  product: r.product_id,
  unit_amount: Number(r.unit_amount),
  currency: r.currency,
  nickname: r.nickname,
  recurring: { interval: r.recurring_interval },
});

const seconds = (value: Date | string): number => epochSecondsOf(new Date(value));

/** The ledger in the database (migrations/003_billing.sql), bound to `db` or a transaction. */
export function localBillingPort(db: Db, clock: Clock): BillingPort {
  const loadSubscription = async (row: SubscriptionRow | undefined): Promise<Subscription | null> => {
    if (!row) return null;
    const items = await db.query<ItemRow>(
      `select i.id as item_id, i.subscription_id, i.quantity, ${PRICE_COLUMNS}
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
  };

  const port: BillingPort = {
    async listProducts(filter = {}) {
      const hubOnly = filter.hubOnly ?? false;
      const products = await db.query<ProductRow>(
        `select id, name, description from billing_products
         where active and ($1::boolean = false or sold_in_hub)
         order by sort_order, name`,
        [hubOnly],
      );
      const prices = await db.query<PriceRow>(
        `select ${PRICE_COLUMNS} from billing_prices p where p.active order by ${PRICE_ORDER}`,
      );
      return products.rows.map(
        (p): Product => ({
          id: p.id,
          name: p.name,
          description: p.description,
          prices: prices.rows.filter((price) => price.product_id === p.id).map(toPrice),
        }),
      );
    },

    async findPrice(priceId) {
      const { rows } = await db.query<PriceRow & { product_name: string; product_active: boolean; sold_in_hub: boolean }>(
        `select ${PRICE_COLUMNS}, pr.name as product_name, pr.active as product_active, pr.sold_in_hub
         from billing_prices p join billing_products pr on pr.id = p.product_id where p.id = $1`,
        [priceId],
      );
      const r = rows[0];
      if (!r) return null;
      const details: PriceDetails = {
        price: toPrice(r),
        active: r.active,
        product: { id: r.product_id, name: r.product_name, active: r.product_active, soldInHub: r.sold_in_hub },
      };
      return details;
    },

    async ensureCustomer(customerId, email) {
      const inserted = await db.query<{ id: string }>(
        `insert into billing_customers (id, customer_id, email, created) values ($1, $2, $3, $4)
         on conflict (customer_id) do nothing returning id`,
        [newId('cus'), customerId, email.trim().toLowerCase(), new Date(clock.now())],
      );
      const id = inserted.rows[0]?.id ?? (await port.customerIdOf(customerId));
      if (!id) throw new Error(`billing customer of ${customerId} vanished`);
      return id;
    },

    async customerIdOf(customerId) {
      const { rows } = await db.query<{ id: string }>('select id from billing_customers where customer_id = $1', [customerId]);
      return rows[0]?.id ?? null;
    },

    async startTrial(billingCustomerId, priceId, now) {
      const details = await port.findPrice(priceId);
      const free = details?.price.unit_amount === 0;
      return port.subscribe(billingCustomerId, priceId, now, { trialDays: free ? 0 : TRIAL_PERIOD_DAYS });
    },

    async subscribe(billingCustomerId, priceId, now, options = {}) {
      const details = await port.findPrice(priceId);
      if (!details?.active || !details.product.active) throw new UnknownPriceError(priceId);
      const trialDays = options.trialDays ?? 0;
      const id = options.id ?? newId('sub');
      const trialEnd = trialDays > 0 ? addDays(now, trialDays) : null;
      const periodEnd = trialEnd ?? addInterval(now, details.price.recurring.interval);
      try {
        // Both writes share one transaction (a savepoint when the caller already has one).
        await db.transaction(async (tx) => {
          await tx.query(
            `insert into billing_subscriptions
               (id, billing_customer_id, status, trial_end, current_period_start, current_period_end, created)
             values ($1, $2, $3, $4, $5, $6, $5)`,
            [id, billingCustomerId, trialEnd ? 'trialing' : 'active', trialEnd, now, periodEnd],
          );
          await tx.query(
            'insert into billing_subscription_items (id, subscription_id, price_id, quantity, created) values ($1, $2, $3, 1, $4)',
            [newId('si'), id, priceId, now],
          );
        });
      } catch (err) {
        if (violates(err, 'billing_subscriptions_one_live_idx')) throw new LiveSubscriptionExistsError(billingCustomerId);
        throw err;
      }
      const created = await port.currentSubscription(billingCustomerId);
      if (created?.id !== id) throw new Error(`subscription ${id} not readable after insert`);
      return created;
    },

    async currentSubscription(billingCustomerId) {
      const { rows } = await db.query<SubscriptionRow>(
        `select id, billing_customer_id, status, trial_end, current_period_start, current_period_end,
                cancel_at_period_end, created
         from billing_subscriptions where billing_customer_id = $1 and status <> 'canceled'
         order by created desc, id limit 1`,
        [billingCustomerId],
      );
      return loadSubscription(rows[0]);
    },
  };
  return port;
}

/** The service the billing plugin decorates the app with. */
export function localBilling(db: Db, clock: Clock): BillingService {
  return { ...localBillingPort(db, clock), bind: (tx) => localBillingPort(tx, clock) };
}
