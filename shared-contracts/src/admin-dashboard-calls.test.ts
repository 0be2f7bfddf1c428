import {
  ADMIN_DASHBOARD_MAX_RANGE_DAYS,
  adminDashboardQuerySchema,
  adminDashboardRangeError,
  adminStatusCountsSchema,
} from './admin-dashboard-calls';
import { ADMIN_MESSAGES } from './messages/admin';

const DAY_MS = 86_400_000;

describe('the admin dashboard call', () => {
  it('reads from and to as epoch milliseconds from the query string', () => {
    expect(adminDashboardQuerySchema.parse({ from: '1700000000000', to: '1700086400000' })).toEqual({ from: 1_700_000_000_000, to: 1_700_086_400_000 });
    for (const bad of [{ from: 'x', to: '1' }, { from: '-1', to: '1' }, { from: '1.5', to: '2' }, { to: '1' }, { from: '1', to: '9e99' }]) {
      expect(adminDashboardQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it(`answers ranges of up to ${ADMIN_DASHBOARD_MAX_RANGE_DAYS} days with from before to`, () => {
    const from = Date.UTC(2031, 0, 1);
    expect(adminDashboardRangeError({ from, to: from + 1 })).toBeNull();
    expect(adminDashboardRangeError({ from, to: from + ADMIN_DASHBOARD_MAX_RANGE_DAYS * DAY_MS })).toBeNull();
    expect(adminDashboardRangeError({ from, to: from })).toBe(ADMIN_MESSAGES.fromBeforeTo);
    expect(adminDashboardRangeError({ from, to: from - 1 })).toBe(ADMIN_MESSAGES.fromBeforeTo);
    expect(adminDashboardRangeError({ from, to: from + ADMIN_DASHBOARD_MAX_RANGE_DAYS * DAY_MS + 1 })).toBe('The date range may cover at most 366 days.');
  });

  it("counts subscriptions under the five display labels of 002 §4", () => {
    expect(Object.keys(adminStatusCountsSchema.shape).sort()).toEqual(['active', 'cancelled', 'suspended', 'trialling', 'unpaid']);
  });
});
