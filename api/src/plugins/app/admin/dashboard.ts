import {
  ADMIN_DASHBOARD_ERROR_CODES,
  ADMIN_DASHBOARD_MESSAGES,
  adminDashboardRangeError,
  type AdminDashboard,
  type AdminDashboardQuery,
} from '../../../contracts';
import { toBillingApiError } from '../billing/billing-errors';
import { ApiError } from '../errors';
import type { AdminDeps } from './admin-actions';
import { dashboardRepository } from './dashboard-repository';
import { dailySeries, subscriberFigures, withDefaultCurrency, type DashboardWindow } from './dashboard-rules';

/**
 * GET /admin/dashboard (docs/adr/032): the accounts' figures from the identity store and
 * the customer records, the payment figures from the payment gateway port (the local
 * ledger's SQL, or Stripe's lists). 400 INVALID_RANGE for from not before to or a range
 * over ADMIN_DASHBOARD_MAX_RANGE_DAYS; 502 when the gateway fails.
 */
export async function adminDashboard(deps: Pick<AdminDeps, 'db' | 'payments' | 'clock'>, query: AdminDashboardQuery): Promise<AdminDashboard> {
  const refusal = adminDashboardRangeError(query);
  if (refusal) throw ApiError.badRequest(refusal, ADMIN_DASHBOARD_ERROR_CODES.INVALID_RANGE);
  const window: DashboardWindow = { fromMs: query.from, toMs: query.to, nowMs: deps.clock.now() };
  const accounts = await dashboardRepository(deps.db).accountFigures(window);
  const payments = await deps.payments.adminDashboard(window).catch((err: unknown) => {
    throw toBillingApiError(err, ADMIN_DASHBOARD_MESSAGES.gatewayFailed);
  });
  return {
    from: window.fromMs,
    to: window.toMs,
    as_of: window.nowMs,
    payment_source: deps.payments.kind,
    customers: { total: accounts.total, recent_logins: accounts.recentLogins, long_term: accounts.longTerm },
    subscribers: subscriberFigures(payments.current, payments.renewed),
    mrr: withDefaultCurrency(payments.mrr),
    sign_ups: dailySeries(window, accounts.signUps),
    cancellations: dailySeries(window, payments.cancellations),
    invoices_paid: { count: payments.invoicesPaid.count, amounts: withDefaultCurrency(payments.invoicesPaid.amounts) },
  };
}
