import { dashboardFigures } from '../../testing/adminDashboard';
import { dailyRows, dashboardTiles, formatAmounts, isEmptyDashboard, planRows, statusSlices } from './figures';

/** Intl writes a no-break space between the currency and the amount. */
const plain = (text: string | undefined): string => (text ?? '').replace(/\s/g, ' ');

describe('the Dashboard tab’s figures', () => {
  it('writes each tile: counts with separators, money in minor units / 100 with its currency', () => {
    const tiles = Object.fromEntries(dashboardTiles(dashboardFigures()).map((t) => [t.label, plain(t.value)]));
    expect(tiles).toEqual({
      Subscribers: '1,004',
      Active: '880',
      Trialling: '104',
      Renewed: '77',
      'Recent logins': '310',
      'Long-term': '42',
      'Monthly recurring revenue': 'AUD 12,345.50',
      'New sign-ups': '9',
      Cancellations: '3',
      'Invoices paid': '27',
    });
    expect(plain(dashboardTiles(dashboardFigures()).find((t) => t.key === 'invoicesPaid')?.hint)).toBe('AUD 3,456.00 · In the selected dates');
  });

  it('adds up amounts of several currencies side by side, AUD when there are none', () => {
    expect(plain(formatAmounts([{ currency: 'aud', amount: 1000 }, { currency: 'usd', amount: 250 }]))).toBe('AUD 10.00 + USD 2.50');
    expect(plain(formatAmounts([]))).toBe('AUD 0.00');
  });

  it('gives the pie the five display labels, the bars each plan by label, the line each day', () => {
    const figures = dashboardFigures();
    expect(statusSlices(figures)).toEqual([
      { name: 'cancelled', value: 96 },
      { name: 'trialling', value: 104 },
      { name: 'active', value: 880 },
      { name: 'unpaid', value: 15 },
      { name: 'suspended', value: 5 },
    ]);
    const other = { plan: null, by_status: { cancelled: 0, trialling: 0, active: 3, unpaid: 0, suspended: 0 } };
    const rows = planRows(dashboardFigures({ subscribers: { ...figures.subscribers, by_plan: [...figures.subscribers.by_plan, other] } }));
    expect(rows.map((r) => r['plan'])).toEqual(['Beginner', 'Starter', 'Entry', 'Pro', 'Enterprise', 'Other plan']);
    expect(rows[3]).toEqual({ plan: 'Pro', cancelled: 6, trialling: 0, active: 129, unpaid: 10, suspended: 5 });
    expect(dailyRows(figures)).toEqual([
      { day: '01/05/2031', signUps: 4, cancellations: 0 },
      { day: '02/05/2031', signUps: 0, cancellations: 2 },
      { day: '03/05/2031', signUps: 5, cancellations: 1 },
    ]);
  });

  it('is empty only without a customer and a subscriber', () => {
    const figures = dashboardFigures();
    const none = { ...figures.subscribers.by_status, cancelled: 0, trialling: 0, active: 0, unpaid: 0, suspended: 0 };
    expect(isEmptyDashboard(figures)).toBe(false);
    expect(isEmptyDashboard(dashboardFigures({ customers: { total: 0, recent_logins: 0, long_term: 0 }, subscribers: { ...figures.subscribers, by_status: none } }))).toBe(true);
    expect(isEmptyDashboard(dashboardFigures({ customers: { total: 0, recent_logins: 0, long_term: 0 } }))).toBe(false);
  });
});
