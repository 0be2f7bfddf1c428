import type { AdminDashboard } from '@portal/shared-contracts/admin';

const DAY = 86_400_000;
/** Brisbane midnight starting 1 May 2031. */
export const MAY_1 = Date.parse('2031-05-01T00:00:00+10:00');

const labels = (over: Partial<AdminDashboard['subscribers']['by_status']> = {}) => ({ cancelled: 0, trialling: 0, active: 0, unpaid: 0, suspended: 0, ...over });

/** GET /admin/dashboard's figures for 1–3 May 2031 (a small portal on the local ledger) unless told. */
export function dashboardFigures(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    from: MAY_1,
    to: MAY_1 + 3 * DAY,
    as_of: MAY_1 + 10 * DAY,
    payment_source: 'local',
    customers: { total: 1234, recent_logins: 310, long_term: 42 },
    subscribers: {
      total: 1004,
      by_status: labels({ cancelled: 96, trialling: 104, active: 880, unpaid: 15, suspended: 5 }),
      by_plan: [
        { plan: 'Beginner', by_status: labels({ active: 400, cancelled: 40 }) },
        { plan: 'Starter', by_status: labels({ active: 200, trialling: 60, unpaid: 5 }) },
        { plan: 'Entry', by_status: labels({ active: 150, trialling: 44, cancelled: 50 }) },
        { plan: 'Pro', by_status: labels({ active: 129, unpaid: 10, suspended: 5, cancelled: 6 }) },
        { plan: 'Enterprise', by_status: labels({ active: 1 }) },
      ],
      renewed: 77,
    },
    mrr: [{ currency: 'aud', amount: 1_234_550 }],
    sign_ups: {
      total: 9,
      by_day: [
        { day: '2031-05-01', count: 4 },
        { day: '2031-05-02', count: 0 },
        { day: '2031-05-03', count: 5 },
      ],
    },
    cancellations: {
      total: 3,
      by_day: [
        { day: '2031-05-01', count: 0 },
        { day: '2031-05-02', count: 2 },
        { day: '2031-05-03', count: 1 },
      ],
    },
    invoices_paid: { count: 27, amounts: [{ currency: 'aud', amount: 345_600 }] },
    ...overrides,
  };
}
