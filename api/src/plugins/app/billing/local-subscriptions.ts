import { violates, type Db } from '../../../db';
import type { Subscription } from '../../../contracts';
import { newId } from './ids';
import { issueInvoice } from './local-invoices';
import { itemPriceOf, SUBSCRIPTION_COLUMNS, subscriptionRow, toSubscription, type SubscriptionRow } from './local-rows';
import {
  LiveSubscriptionExistsError,
  SubscriptionNotLiveError,
  type PriceDetails,
  type SubscribeOptions,
} from './payment-gateway';
import { addDays, addInterval, nextPeriodEnd } from './periods';

/** A runaway guard: a century of monthly periods. */
const MAX_PERIODS_PER_ADVANCE = 1200;

const priceRowOf = (d: PriceDetails) => ({
  id: d.price.id,
  product_id: d.price.product,
  unit_amount: d.price.unit_amount,
  currency: d.price.currency,
  nickname: d.price.nickname,
  recurring_interval: d.price.recurring.interval,
  active: d.active,
});

/** Creates a subscription (and its first invoice when a paid period starts now). */
export async function subscribeLocal(
  db: Db,
  billingCustomerId: string,
  details: PriceDetails,
  now: Date,
  options: SubscribeOptions,
): Promise<string> {
  const trialDays = options.trialDays ?? 0;
  const id = options.id ?? newId('sub');
  const trialEnd = trialDays > 0 ? addDays(now, trialDays) : null;
  const periodEnd = trialEnd ?? addInterval(now, details.price.recurring.interval);
  try {
    // One transaction (a savepoint when the caller already has one): row, item, invoice.
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into billing_subscriptions
           (id, billing_customer_id, status, trial_end, current_period_start, current_period_end, billing_cycle_anchor, created)
         values ($1, $2, $3, $4, $5, $6, $7, $5)`,
        [id, billingCustomerId, trialEnd ? 'trialing' : 'active', trialEnd, now, periodEnd, trialEnd ?? now],
      );
      await tx.query(
        'insert into billing_subscription_items (id, subscription_id, price_id, quantity, created) values ($1, $2, $3, 1, $4)',
        [newId('si'), id, details.price.id, now],
      );
      if (!trialEnd && details.price.unit_amount > 0) {
        await issueInvoice(tx, {
          billingCustomerId,
          subscriptionId: id,
          price: priceRowOf(details),
          productName: details.product.name,
          periodStart: now,
          periodEnd,
          issuedAt: now,
        });
      }
    });
  } catch (err) {
    if (violates(err, 'billing_subscriptions_one_live_idx')) throw new LiveSubscriptionExistsError(billingCustomerId);
    throw err;
  }
  return id;
}

/**
 * Renews a live subscription whose period has ended (now > current_period_end), as many
 * periods as have passed: a trial's end starts the first paid period; each period start
 * issues its invoice, dated when the period began. The update is conditional on the
 * period it read, so two readers racing cannot invoice the same period twice.
 */
export async function advanceLocal(db: Db, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  const oldEnd = new Date(row.current_period_end);
  if (row.status === 'canceled' || now.getTime() <= oldEnd.getTime()) return row;
  return db.transaction(async (tx) => {
    const item = await itemPriceOf(tx, row.id);
    if (!item) throw new Error(`subscription ${row.id} has no item`);
    const interval = item.price.recurring_interval;
    let anchor = new Date(row.billing_cycle_anchor);
    let end = oldEnd;
    const periods: { start: Date; end: Date }[] = [];
    while (now.getTime() > end.getTime()) {
      const start = end;
      // The trial's end (its period's end) anchors the paid periods.
      if (periods.length === 0 && row.status === 'trialing') anchor = start;
      end = nextPeriodEnd(anchor, interval, start);
      periods.push({ start, end });
      if (periods.length > MAX_PERIODS_PER_ADVANCE) throw new Error(`subscription ${row.id}: too many periods to renew`);
    }
    const last = periods[periods.length - 1];
    if (!last) return row;
    const updated = await tx.query<SubscriptionRow>(
      `update billing_subscriptions s set status = 'active', current_period_start = $3, current_period_end = $4,
         billing_cycle_anchor = $5
       where s.id = $1 and s.current_period_end = $2 and s.status <> 'canceled'
       returning ${SUBSCRIPTION_COLUMNS}`,
      [row.id, oldEnd, last.start, last.end, anchor],
    );
    const next = updated.rows[0];
    if (!next) return (await subscriptionRow(tx, row.id)) ?? row;
    if (Number(item.price.unit_amount) > 0) {
      for (const p of periods) {
        await issueInvoice(tx, {
          billingCustomerId: row.billing_customer_id,
          subscriptionId: row.id,
          price: item.price,
          productName: item.productName,
          periodStart: p.start,
          periodEnd: p.end,
          issuedAt: p.start,
        });
      }
    }
    return next;
  });
}

/** The live subscription of a customer, renewed up to `now`. */
export async function currentLocal(db: Db, billingCustomerId: string, now: Date): Promise<Subscription | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from billing_subscriptions s
     where s.billing_customer_id = $1 and s.status <> 'canceled' order by s.created desc, s.id limit 1`,
    [billingCustomerId],
  );
  const row = rows[0];
  return row ? toSubscription(db, await advanceLocal(db, row, now)) : null;
}

/** The live subscription `subscriptionId`, locked and renewed up to `now`; throws when not live. */
async function liveRow(db: Db, subscriptionId: string, now: Date): Promise<SubscriptionRow> {
  const row = await subscriptionRow(db, subscriptionId, true);
  if (!row || row.status === 'canceled') throw new SubscriptionNotLiveError(subscriptionId, row !== null);
  return advanceLocal(db, row, now);
}

/**
 * Switches to another price at once, without proration: a new period starts now (the
 * billing cycle is re-anchored) and is invoiced when the price is paid; a trial ends now.
 */
export async function changePriceLocal(db: Db, subscriptionId: string, details: PriceDetails, now: Date): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const row = await liveRow(tx, subscriptionId, now);
    const item = await itemPriceOf(tx, subscriptionId);
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    if (item.price.id === details.price.id) return toSubscription(tx, row);

    const end = addInterval(now, details.price.recurring.interval);
    const trialEnd = row.trial_end !== null && new Date(row.trial_end).getTime() > now.getTime() ? now : row.trial_end;
    await tx.query(
      `update billing_subscriptions set status = 'active', trial_end = $2, current_period_start = $3,
         current_period_end = $4, billing_cycle_anchor = $3
       where id = $1`,
      [subscriptionId, trialEnd, now, end],
    );
    await tx.query('update billing_subscription_items set price_id = $2 where id = $1', [item.itemId, details.price.id]);
    if (details.price.unit_amount > 0) {
      await issueInvoice(tx, {
        billingCustomerId: row.billing_customer_id,
        subscriptionId,
        price: priceRowOf(details),
        productName: details.product.name,
        periodStart: now,
        periodEnd: end,
        issuedAt: now,
      });
    }
    const changed = await subscriptionRow(tx, subscriptionId);
    if (!changed) throw new Error(`subscription ${subscriptionId} vanished`);
    return toSubscription(tx, changed);
  });
}

/** Cancels at once: elapsed periods are renewed (and invoiced) first, nothing is refunded. */
export async function cancelLocal(db: Db, subscriptionId: string, now: Date): Promise<Subscription> {
  return db.transaction(async (tx) => {
    await liveRow(tx, subscriptionId, now);
    await tx.query(`update billing_subscriptions set status = 'canceled', canceled_at = $2 where id = $1`, [subscriptionId, now]);
    const canceled = await subscriptionRow(tx, subscriptionId);
    if (!canceled) throw new Error(`subscription ${subscriptionId} vanished`);
    return toSubscription(tx, canceled);
  });
}
