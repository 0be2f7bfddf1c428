import type { Db } from '../../../db';
import { TIERS, type AdminSubscriptionStatus } from '../../../contracts';
import {
  BRISBANE_OFFSET_MINUTES,
  groupCounts,
  MRR_STATUSES,
  moneyTotals,
  renewalCutoffs,
  type DashboardWindow,
  type DayCount,
  type PaymentFigures,
} from '../admin/dashboard-rules';

/*
 * The admin dashboard's payment figures on the local ledger (docs/adr/032): SQL
 * aggregates, so the api reads a few dozen rows whatever the number of customers. The
 * rules' cut-offs and Brisbane's offset come from dashboard-rules, as the Stripe path's.
 */

/** Each payment customer's newest subscription (billing_subscriptions_customer_idx). */
const LATEST = `latest as (
  select distinct on (s.billing_customer_id) s.id, s.status, s.created
    from billing_subscriptions s
   order by s.billing_customer_id, s.created desc, s.id desc
)`;

/** Epoch ms as a timestamptz parameter. */
const at = (ms: number): Date => new Date(ms);

export async function adminDashboardLocal(db: Db, window: DashboardWindow): Promise<PaymentFigures> {
  const cutoffs = renewalCutoffs(window.nowMs);
  // Each subscription's items in one pass (joins, not a lookup per row): the first item's
  // price (plan and interval), the currency, and what all of them bring in a month.
  const groups = await db.query<{ plan: string | null; status: AdminSubscriptionStatus; currency: string | null; n: number; renewed: number; mrr: number | null }>(
    `with ${LATEST},
     items as (
       select i.subscription_id, (array_agg(i.price_id order by i.created, i.id))[1] as first_price, min(p.currency) as currency,
              sum(p.unit_amount::numeric * i.quantity / case p.recurring_interval when 'year' then 12 else 1 end) as monthly
         from billing_subscription_items i
         join billing_prices p on p.id = i.price_id
        group by i.subscription_id
     )
     select pr.name as plan, l.status, it.currency, count(*)::int as n,
            count(*) filter (
              where l.status = 'active' and lower(trim(coalesce(pr.name, ''))) <> lower($3)
                and ((p.recurring_interval = 'month' and l.created >= $1) or (p.recurring_interval = 'year' and l.created >= $2))
            )::int as renewed,
            sum(it.monthly) filter (where l.status = any($4::text[]))::float8 as mrr
       from latest l
       left join items it on it.subscription_id = l.id
       left join billing_prices p on p.id = it.first_price
       left join billing_products pr on pr.id = p.product_id
      group by pr.name, l.status, it.currency`,
    [at(cutoffs.month), at(cutoffs.year), TIERS.Beginner, MRR_STATUSES],
  );
  const cancellations = await db.query<{ day: string; n: number }>(
    `select to_char((s.canceled_at at time zone 'UTC') + make_interval(mins => $3), 'YYYY-MM-DD') as day, count(*)::int as n
       from billing_subscriptions s
      where s.canceled_at >= $1 and s.canceled_at < $2
      group by 1`,
    [at(window.fromMs), at(window.toMs), BRISBANE_OFFSET_MINUTES],
  );
  const invoices = await db.query<{ currency: string; n: number; amount: number }>(
    `select i.currency, count(*)::int as n, sum(i.amount_paid)::float8 as amount
       from billing_invoices i
      where i.status = 'paid' and i.paid_at >= $1 and i.paid_at < $2
      group by i.currency`,
    [at(window.fromMs), at(window.toMs)],
  );
  return {
    current: groupCounts(groups.rows.map((r) => ({ plan: r.plan, status: r.status, count: Number(r.n) }))),
    renewed: groups.rows.reduce((sum, r) => sum + Number(r.renewed), 0),
    mrr: moneyTotals(groups.rows.flatMap((r) => (r.mrr === null || r.currency === null ? [] : [{ currency: r.currency, amount: Number(r.mrr) }]))),
    cancellations: cancellations.rows.map((r): DayCount => ({ day: r.day, count: Number(r.n) })),
    invoicesPaid: {
      count: invoices.rows.reduce((sum, r) => sum + Number(r.n), 0),
      amounts: moneyTotals(invoices.rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) }))),
    },
  };
}
