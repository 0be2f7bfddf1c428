import { ADMIN_FIGURES, type AdminSubscriptionStatus } from '../../src/contracts';
import {
  brisbaneDay,
  dailySeries,
  daysOf,
  foldSubscriptions,
  isLongTerm,
  isRecentLogin,
  isRenewed,
  monthlyAmount,
  moneyTotals,
  renewalCutoffs,
  subscriberFigures,
  withDefaultCurrency,
  type DashboardSubscription,
} from '../../src/plugins/app/admin/dashboard-rules';

/* The admin dashboard's rules (002 §4, docs/adr/032), on their own. */

const SECOND = 1000;
const DAY = 86_400_000;
const NOW = Date.parse('2031-03-31T10:00:00Z');

describe('Brisbane days (UTC+10, no daylight saving)', () => {
  it('puts an instant on the day Brisbane reads on its clocks', () => {
    expect(brisbaneDay(Date.parse('2031-03-14T13:59:59.999Z'))).toBe('2031-03-14');
    expect(brisbaneDay(Date.parse('2031-03-14T14:00:00Z'))).toBe('2031-03-15');
    // Sydney changes its clocks on 2031-04-06; Brisbane does not.
    expect(brisbaneDay(Date.parse('2031-04-06T14:00:00Z'))).toBe('2031-04-07');
  });

  it('lists every day a range touches, its end excluded', () => {
    const midnight = (day: string): number => Date.parse(`${day}T00:00:00+10:00`);
    expect(daysOf(midnight('2031-12-30'), midnight('2032-01-02'))).toEqual(['2031-12-30', '2031-12-31', '2032-01-01']);
    expect(daysOf(midnight('2032-02-28'), midnight('2032-03-01'))).toEqual(['2032-02-28', '2032-02-29']);
    expect(daysOf(midnight('2031-05-01') + 5 * 3600_000, midnight('2031-05-01') + 6 * 3600_000)).toEqual(['2031-05-01']);
    expect(daysOf(midnight('2031-05-01'), midnight('2031-05-01'))).toEqual([]);
  });

  it('gives every day of the range a count, 0 where none, and totals them', () => {
    const window = { fromMs: Date.parse('2031-05-01T00:00:00+10:00'), toMs: Date.parse('2031-05-04T00:00:00+10:00') };
    const series = dailySeries(window, [
      { day: '2031-05-03', count: 2 },
      { day: '2031-05-01', count: 1 },
      { day: '2031-05-04', count: 9 },
    ]);
    expect(series).toEqual({
      total: 3,
      by_day: [
        { day: '2031-05-01', count: 1 },
        { day: '2031-05-02', count: 0 },
        { day: '2031-05-03', count: 2 },
      ],
    });
  });
});

describe('"Renewed" (002 §4)', () => {
  const cutoffs = renewalCutoffs(NOW);
  const sub = (over: Partial<Parameters<typeof isRenewed>[0]>) => ({ status: 'active' as AdminSubscriptionStatus, plan: 'Pro', interval: 'month' as const, createdMs: NOW, ...over });

  it('looks back a calendar month or year, as billing counts them', () => {
    expect(new Date(cutoffs.month).toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(new Date(cutoffs.year).toISOString()).toBe('2030-03-31T10:00:00.000Z');
    expect(new Date(renewalCutoffs(Date.parse('2032-02-29T00:00:00Z')).year).toISOString()).toBe('2031-02-28T00:00:00.000Z');
  });

  it('counts an active paid plan created within its last month (monthly) or year (yearly)', () => {
    expect(isRenewed(sub({ createdMs: cutoffs.month }), NOW)).toBe(true);
    expect(isRenewed(sub({ createdMs: cutoffs.month - SECOND }), NOW)).toBe(false);
    expect(isRenewed(sub({ interval: 'year', createdMs: cutoffs.month - SECOND }), NOW)).toBe(true);
    expect(isRenewed(sub({ interval: 'year', createdMs: cutoffs.year }), NOW)).toBe(true);
    expect(isRenewed(sub({ interval: 'year', createdMs: cutoffs.year - SECOND }), NOW)).toBe(false);
  });

  it('leaves out Beginner (any case), any status but active, and a price without an interval', () => {
    expect(isRenewed(sub({ plan: 'Beginner' }), NOW)).toBe(false);
    expect(isRenewed(sub({ plan: ' beginner ' }), NOW)).toBe(false);
    for (const status of ['trialing', 'past_due', 'paused', 'canceled'] as const) expect(isRenewed(sub({ status }), NOW)).toBe(false);
    expect(isRenewed(sub({ interval: null }), NOW)).toBe(false);
    expect(isRenewed(sub({ plan: null }), NOW)).toBe(true);
  });
});

describe('"Recent logins" and "Long-term" (002 §4)', () => {
  it('reads the recent-login threshold as seconds: 90 days', () => {
    expect(ADMIN_FIGURES.RECENT_LOGIN_THRESHOLD * SECOND).toBe(90 * DAY);
    expect(isRecentLogin(NOW - 89 * DAY, NOW)).toBe(true);
    expect(isRecentLogin(NOW - 90 * DAY, NOW)).toBe(true);
    expect(isRecentLogin(NOW - 90 * DAY - 1, NOW)).toBe(false);
    expect(isRecentLogin(NOW - 91 * DAY, NOW)).toBe(false);
    expect(isRecentLogin(null, NOW)).toBe(false);
  });

  it('counts an account at least 31,556,952,000 ms old as long-term', () => {
    const year = ADMIN_FIGURES.LONG_TERM_ACCOUNT_MS;
    expect(isLongTerm(NOW - year + SECOND, NOW)).toBe(false);
    expect(isLongTerm(NOW - year, NOW)).toBe(true);
    expect(isLongTerm(NOW - year - SECOND, NOW)).toBe(true);
  });
});

describe('money', () => {
  it('brings a yearly price in at a twelfth a month, times the quantity', () => {
    expect(monthlyAmount(1000, 1, 'month')).toBe(1000);
    expect(monthlyAmount(1000, 2, 'year')).toBeCloseTo(166.667, 3);
  });

  it('sums per currency and rounds once summed', () => {
    expect(moneyTotals([{ currency: 'AUD', amount: 1000 / 12 }, { currency: 'usd', amount: 5 }, { currency: 'aud', amount: 2000 / 12 }, { currency: 'aud', amount: 0.5 }])).toEqual([
      { currency: 'aud', amount: 251 },
      { currency: 'usd', amount: 5 },
    ]);
    expect(withDefaultCurrency([])).toEqual([{ currency: 'aud', amount: 0 }]);
  });
});

describe('subscribers by label and plan', () => {
  it('groups statuses under their display labels, plans in tier order, an unknown plan last', () => {
    const figures = subscriberFigures(
      [
        { plan: 'Pro', status: 'active', count: 3 },
        { plan: 'Pro', status: 'paused', count: 1 },
        { plan: 'Starter', status: 'past_due', count: 1 },
        { plan: 'Starter', status: 'incomplete', count: 1 },
        { plan: 'entry', status: 'trialing', count: 2 },
        { plan: 'Beginner', status: 'canceled', count: 4 },
        { plan: 'Beginner', status: 'incomplete_expired', count: 1 },
        { plan: 'Legacy Gold', status: 'active', count: 1 },
        { plan: null, status: 'unpaid', count: 1 },
      ],
      2,
    );
    expect(figures.by_status).toEqual({ cancelled: 5, trialling: 2, active: 4, unpaid: 3, suspended: 1 });
    expect(figures.total).toBe(10);
    expect(figures.renewed).toBe(2);
    expect(figures.by_plan.map((p) => p.plan)).toEqual(['Beginner', 'Starter', 'Entry', 'Pro', 'Enterprise', null]);
    expect(figures.by_plan.find((p) => p.plan === 'Pro')?.by_status).toEqual({ cancelled: 0, trialling: 0, active: 3, unpaid: 0, suspended: 1 });
    expect(figures.by_plan.find((p) => p.plan === null)?.by_status).toEqual({ cancelled: 0, trialling: 0, active: 1, unpaid: 1, suspended: 0 });
  });

  it('lists the five plans with zeros and no unknown plan when there is none', () => {
    const figures = subscriberFigures([], 0);
    expect(figures.by_plan.map((p) => p.plan)).toEqual(['Beginner', 'Starter', 'Entry', 'Pro', 'Enterprise']);
    expect(figures.total).toBe(0);
  });
});

describe('folding the subscriptions Stripe lists', () => {
  const window = { fromMs: Date.parse('2031-03-20T00:00:00+10:00'), toMs: Date.parse('2031-03-23T00:00:00+10:00'), nowMs: NOW };
  const s = (customer: string, over: Partial<DashboardSubscription>): DashboardSubscription => ({
    customer,
    status: 'active',
    plan: 'Pro',
    interval: 'month',
    createdMs: NOW - 40 * DAY,
    canceledMs: null,
    items: [{ unitAmount: 4900, quantity: 1, currency: 'aud', interval: 'month' }],
    ...over,
  });

  it("counts each customer's newest subscription, every cancellation in the range, MRR of active and past_due", () => {
    const folded = foldSubscriptions(
      [
        s('cus_a', { plan: 'Starter', createdMs: NOW - DAY, items: [{ unitAmount: 12000, quantity: 1, currency: 'aud', interval: 'year' }], interval: 'year' }),
        s('cus_b', { status: 'past_due' }),
        s('cus_c', { status: 'trialing' }),
        s('cus_a', { status: 'canceled', canceledMs: Date.parse('2031-03-21T23:00:00+10:00') }),
        s('cus_d', { status: 'canceled', canceledMs: Date.parse('2031-03-19T23:59:59+10:00') }),
        s('cus_e', { status: 'canceled', canceledMs: Date.parse('2031-03-22T00:00:00+10:00') }),
      ],
      window,
    );
    expect(folded.current).toEqual([
      { plan: 'Starter', status: 'active', count: 1 },
      { plan: 'Pro', status: 'past_due', count: 1 },
      { plan: 'Pro', status: 'trialing', count: 1 },
      { plan: 'Pro', status: 'canceled', count: 2 },
    ]);
    expect(folded.renewed).toBe(1);
    expect(folded.mrr).toEqual([{ currency: 'aud', amount: 1000 + 4900 }]);
    expect(folded.cancellations).toEqual([
      { day: '2031-03-21', count: 1 },
      { day: '2031-03-22', count: 1 },
    ]);
  });
});
