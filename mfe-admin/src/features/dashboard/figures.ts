import { ADMIN_STATUS_LABELS, type AdminStatusLabel } from '@portal/shared-contracts/storyboards';
import { ADMIN_DASHBOARD_LABELS as L, type AdminDashboard, type AdminMoney } from '@portal/shared-contracts/admin';
import { formatCount } from '@portal/shared-contracts/core';
import type { FigureTile } from '@portal/shared-ui';
import type { ChartRow, ChartSeries, PieSlice } from '@portal/shared-ui/charts';
import { formatAdminDate, formatAmount } from '../admin-format';

/*
 * What the Dashboard tab shows of the api's figures (docs/adr/032): the tiles, and the data
 * of its three charts. The api computes every figure; here they are only arranged and written.
 */

// Without Intl: the page's first number formatter loads the locale's data (docs/adr/056).
const count = formatCount;

/** Amounts in each currency, "AUD 1,234.50 + USD 10.00"; the api sends at least one (0 AUD). */
export function formatAmounts(amounts: readonly AdminMoney[]): string {
  return amounts.length === 0 ? formatAmount(0) : amounts.map((a) => formatAmount(a.amount, a.currency)).join(' + ');
}

export function dashboardTiles(f: AdminDashboard): FigureTile[] {
  return [
    { key: 'subscribers', label: L.subscribers, value: count(f.subscribers.total), hint: L.subscribersHint },
    { key: 'active', label: L.active, value: count(f.subscribers.by_status.active) },
    { key: 'trialling', label: L.trialling, value: count(f.subscribers.by_status.trialling) },
    { key: 'renewed', label: L.renewed, value: count(f.subscribers.renewed), hint: L.renewedHint },
    { key: 'recentLogins', label: L.recentLogins, value: count(f.customers.recent_logins), hint: L.recentLoginsHint },
    { key: 'longTerm', label: L.longTerm, value: count(f.customers.long_term), hint: L.longTermHint },
    { key: 'mrr', label: L.mrr, value: formatAmounts(f.mrr), hint: L.mrrHint },
    { key: 'signUps', label: L.signUps, value: count(f.sign_ups.total), hint: L.inRange },
    { key: 'cancellations', label: L.cancellations, value: count(f.cancellations.total), hint: L.inRange },
    { key: 'invoicesPaid', label: L.invoicesPaid, value: count(f.invoices_paid.count), hint: `${formatAmounts(f.invoices_paid.amounts)} · ${L.inRange}` },
  ];
}

/** The display labels in the spec's order (002 §4). */
const LABELS: readonly AdminStatusLabel[] = Object.values(ADMIN_STATUS_LABELS);

/** Subscribers by display label, for the pie. */
export function statusSlices(f: AdminDashboard): PieSlice[] {
  return LABELS.map((label) => ({ name: label, value: f.subscribers.by_status[label] }));
}

/** One bar per display label for each plan. */
export const PLAN_SERIES: readonly ChartSeries[] = LABELS.map((label) => ({ key: label, name: label }));

/** Subscribers of each plan by display label; a plan outside the five is "Other plan". */
export function planRows(f: AdminDashboard): ChartRow[] {
  return f.subscribers.by_plan.map((p) => ({ plan: p.plan ?? L.otherPlan, ...p.by_status }));
}

export const DAILY_SERIES: readonly ChartSeries[] = [
  { key: 'signUps', name: L.signUps },
  { key: 'cancellations', name: L.cancellations },
];

/** Sign-ups and cancellations of each Brisbane day of the range, the day written dd/mm/yyyy. */
export function dailyRows(f: AdminDashboard): ChartRow[] {
  const cancellations = new Map(f.cancellations.by_day.map((d) => [d.day, d.count]));
  return f.sign_ups.by_day.map((d) => ({ day: formatAdminDate(d.day), signUps: d.count, cancellations: cancellations.get(d.day) ?? 0 }));
}

/** No customer account and no subscriber: nothing to show yet. */
export function isEmptyDashboard(f: AdminDashboard): boolean {
  return f.customers.total === 0 && Object.values(f.subscribers.by_status).every((n) => n === 0);
}
