import {
  ADMIN_FIGURES,
  ADMIN_STATUS_LABELS,
  adminStatusLabel,
  TIERS,
  toTier,
  type AdminDailyCounts,
  type AdminDashboard,
  type AdminMoney,
  type AdminStatusCounts,
  type AdminSubscriptionStatus,
  type BillingInterval,
} from '../../../contracts';
import { addInterval } from '../billing/periods';

/*
 * The admin dashboard's rules (002 §4, docs/adr/032), as small pure functions. The local
 * ledger's SQL takes its cut-offs and its day offset from here; the Stripe path folds the
 * subscriptions it pages through with `foldSubscriptions`, which applies the same rules
 * row by row. test/admin/dashboard-gateway.test.ts checks that both answer alike.
 */

/** Brisbane keeps UTC+10 all year (no daylight saving): its days start at 14:00 UTC. */
export const BRISBANE_OFFSET_MINUTES = 600;
const OFFSET_MS = BRISBANE_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The dashboard's range [fromMs, toMs) and the instant its snapshot figures are taken at. */
export interface DashboardWindow {
  readonly fromMs: number;
  readonly toMs: number;
  readonly nowMs: number;
}

export interface DayCount {
  readonly day: string;
  readonly count: number;
}

/** Payment customers counted by their newest subscription's plan (product name) and status. */
export interface SubscriptionGroup {
  readonly plan: string | null;
  readonly status: AdminSubscriptionStatus;
  readonly count: number;
}

/** What the payment gateway answers for the dashboard (PaymentGateway.adminDashboard). */
export interface PaymentFigures {
  readonly current: readonly SubscriptionGroup[];
  readonly renewed: number;
  /** Per currency, rounded to the minor unit. */
  readonly mrr: readonly AdminMoney[];
  /** Days of the range with at least one cancellation. */
  readonly cancellations: readonly DayCount[];
  readonly invoicesPaid: { readonly count: number; readonly amounts: readonly AdminMoney[] };
}

/** The Brisbane day (YYYY-MM-DD) an instant falls on. */
export function brisbaneDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** Every Brisbane day [fromMs, toMs) touches, in order. */
export function daysOf(fromMs: number, toMs: number): string[] {
  if (toMs <= fromMs) return [];
  const last = brisbaneDay(toMs - 1);
  const days: string[] = [];
  for (let at = Date.parse(`${brisbaneDay(fromMs)}T00:00:00Z`); ; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push(day);
    if (day >= last) return days;
  }
}

/** Counts per day over every day of the window (0 where none); counts of days outside it are left out. */
export function dailySeries(window: Pick<DashboardWindow, 'fromMs' | 'toMs'>, counts: readonly DayCount[]): AdminDailyCounts {
  const byDay = new Map<string, number>();
  for (const c of counts) byDay.set(c.day, (byDay.get(c.day) ?? 0) + c.count);
  const by_day = daysOf(window.fromMs, window.toMs).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  return { total: by_day.reduce((sum, d) => sum + d.count, 0), by_day };
}

/** "Renewed" (002 §4) looks back one month for a monthly price, one year for a yearly one (calendar months, as billing). */
export function renewalCutoffs(nowMs: number): Readonly<Record<BillingInterval, number>> {
  const now = new Date(nowMs);
  return { month: addInterval(now, 'month', -1).getTime(), year: addInterval(now, 'year', -1).getTime() };
}

/** "Renewed" (002 §4): active, not Beginner, created within the last month (monthly) or year (yearly). */
export function isRenewed(
  s: { readonly status: AdminSubscriptionStatus; readonly plan: string | null; readonly interval: BillingInterval | null; readonly createdMs: number },
  nowMs: number,
): boolean {
  if (s.status !== 'active' || s.interval === null || toTier(s.plan) === TIERS.Beginner) return false;
  return s.createdMs >= renewalCutoffs(nowMs)[s.interval];
}

/** The earliest last login that is "recent": RECENT_LOGIN_THRESHOLD read as seconds (about 90 days; docs/adr/032). */
export function recentLoginSince(nowMs: number): number {
  return nowMs - ADMIN_FIGURES.RECENT_LOGIN_THRESHOLD * 1000;
}

export function isRecentLogin(lastLoginMs: number | null, nowMs: number): boolean {
  return lastLoginMs !== null && lastLoginMs >= recentLoginSince(nowMs);
}

/** The latest creation of a "long-term" account: at least LONG_TERM_ACCOUNT_MS old. */
export function longTermBefore(nowMs: number): number {
  return nowMs - ADMIN_FIGURES.LONG_TERM_ACCOUNT_MS;
}

export function isLongTerm(createdMs: number, nowMs: number): boolean {
  return createdMs <= longTermBefore(nowMs);
}

/** The statuses monthly recurring revenue counts: still billed (past_due is being retried); a trial pays nothing yet. */
export const MRR_STATUSES: readonly AdminSubscriptionStatus[] = ['active', 'past_due'];

/** What an item brings in a month, in minor units (unrounded): a yearly price divided by 12. */
export function monthlyAmount(unitAmount: number, quantity: number, interval: BillingInterval): number {
  return (unitAmount * quantity) / (interval === 'year' ? 12 : 1);
}

/** Amounts summed per currency (lower case), rounded to the minor unit once summed, by currency. */
export function moneyTotals(entries: Iterable<{ readonly currency: string; readonly amount: number }>): AdminMoney[] {
  const sums = new Map<string, number>();
  for (const e of entries) {
    const currency = e.currency.toLowerCase();
    sums.set(currency, (sums.get(currency) ?? 0) + e.amount);
  }
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: Math.round(amount) }));
}

/** Amounts as the dashboard answers them: 0 in the default currency (AUD) when there are none. */
export function withDefaultCurrency(amounts: readonly AdminMoney[]): AdminMoney[] {
  return amounts.length > 0 ? [...amounts] : [{ currency: ADMIN_FIGURES.DEFAULT_CURRENCY.toLowerCase(), amount: 0 }];
}

const noCounts = (): Record<keyof AdminStatusCounts, number> => ({ cancelled: 0, trialling: 0, active: 0, unpaid: 0, suspended: 0 });

/**
 * The subscribers' figures from the groups the gateway counted: by display label (002 §4),
 * by plan (the five tiers in order, then null for a plan outside them when there is one),
 * and the total of those whose newest subscription is not cancelled.
 */
export function subscriberFigures(groups: readonly SubscriptionGroup[], renewed: number): AdminDashboard['subscribers'] {
  const byStatus = noCounts();
  const tiers = Object.values(TIERS);
  const byPlan = new Map<(typeof tiers)[number] | null, Record<keyof AdminStatusCounts, number>>(tiers.map((t) => [t, noCounts()]));
  for (const g of groups) {
    const label = adminStatusLabel(g.status);
    const plan = toTier(g.plan);
    byStatus[label] += g.count;
    const counts = byPlan.get(plan) ?? noCounts();
    counts[label] += g.count;
    byPlan.set(plan, counts);
  }
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0) - byStatus[ADMIN_STATUS_LABELS.cancelled];
  return { total, by_status: byStatus, by_plan: [...byPlan].map(([plan, by_status]) => ({ plan, by_status })), renewed };
}

/** Counts of the same plan and status added up (the ledger's rows come per currency too; Stripe's one subscription at a time). */
export function groupCounts(entries: Iterable<SubscriptionGroup>): SubscriptionGroup[] {
  const groups = new Map<string, SubscriptionGroup>();
  for (const e of entries) {
    const key = JSON.stringify([e.plan, e.status]);
    groups.set(key, { plan: e.plan, status: e.status, count: (groups.get(key)?.count ?? 0) + e.count });
  }
  return [...groups.values()];
}

/** A subscription as the Stripe path reads it, for folding. */
export interface DashboardSubscription {
  readonly customer: string;
  readonly status: AdminSubscriptionStatus;
  /** The first item's product name. */
  readonly plan: string | null;
  /** The first item's interval. */
  readonly interval: BillingInterval | null;
  readonly createdMs: number;
  readonly canceledMs: number | null;
  readonly items: ReadonlyArray<{ readonly unitAmount: number; readonly quantity: number; readonly currency: string; readonly interval: BillingInterval }>;
}

/**
 * The subscription figures of `newestFirst` (every subscription, newest first, as Stripe
 * lists them): each customer's first one is their current one; cancellations are every
 * subscription cancelled within the window.
 */
export function foldSubscriptions(newestFirst: Iterable<DashboardSubscription>, window: DashboardWindow): Omit<PaymentFigures, 'invoicesPaid'> {
  const seen = new Set<string>();
  const current: SubscriptionGroup[] = [];
  const mrr: AdminMoney[] = [];
  const cancellations = new Map<string, number>();
  let renewed = 0;
  for (const s of newestFirst) {
    if (s.canceledMs !== null && s.canceledMs >= window.fromMs && s.canceledMs < window.toMs) {
      const day = brisbaneDay(s.canceledMs);
      cancellations.set(day, (cancellations.get(day) ?? 0) + 1);
    }
    if (seen.has(s.customer)) continue;
    seen.add(s.customer);
    current.push({ plan: s.plan, status: s.status, count: 1 });
    if (isRenewed(s, window.nowMs)) renewed += 1;
    if (MRR_STATUSES.includes(s.status)) {
      for (const item of s.items) mrr.push({ currency: item.currency, amount: monthlyAmount(item.unitAmount, item.quantity, item.interval) });
    }
  }
  return {
    current: groupCounts(current),
    renewed,
    mrr: moneyTotals(mrr),
    cancellations: [...cancellations].map(([day, count]) => ({ day, count })),
  };
}
