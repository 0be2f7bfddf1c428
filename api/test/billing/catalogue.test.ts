import { PRICING, TIERS } from '../../src/contracts';
import { CATALOGUE, monthlyPriceIdOf, yearlyAmount } from '../../src/plugins/app/billing';
import { newId } from '../../src/plugins/app/billing/ids';
import { addDays, addInterval, epochSecondsOf } from '../../src/plugins/app/billing/periods';

describe('billing catalogue', () => {
  it('sells Beginner, Starter, Pro, Entry in the hub in that order, and Enterprise only through sales', () => {
    const hub = CATALOGUE.filter((p) => p.soldInHub).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(hub.map((p) => p.name)).toEqual([TIERS.Beginner, TIERS.Starter, TIERS.Pro, TIERS.Entry]);
    const enterprise = CATALOGUE.find((p) => p.name === TIERS.Enterprise);
    expect(enterprise).toMatchObject({ soldInHub: false });
  });

  it('makes Beginner free forever with one 0-cent monthly price', () => {
    const beginner = CATALOGUE.find((p) => p.name === TIERS.Beginner);
    expect(beginner?.prices).toEqual([expect.objectContaining({ unitAmount: 0, interval: 'month', active: true })]);
  });

  it.each([TIERS.Starter, TIERS.Entry, TIERS.Pro])('prices %s monthly and yearly with the 12.5%% annual saving', (tier) => {
    const product = CATALOGUE.find((p) => p.name === tier);
    const monthly = product?.prices.find((p) => p.interval === 'month');
    const yearly = product?.prices.find((p) => p.interval === 'year');
    expect(monthly?.unitAmount).toBeGreaterThan(0);
    expect(Number.isInteger(monthly?.unitAmount)).toBe(true);
    const full = (monthly?.unitAmount ?? 0) * PRICING.MONTHS_PER_YEAR;
    expect(yearly?.unitAmount).toBe(full * (1 - PRICING.ANNUAL_SAVING_PERCENT / 100));
    expect(Number.isInteger(yearly?.unitAmount)).toBe(true);
  });

  it('keeps the tiers in price order (Starter < Entry < Pro) and ids unique', () => {
    const monthly = (tier: string) => CATALOGUE.find((p) => p.name === tier)?.prices[0]?.unitAmount ?? -1;
    expect(monthly(TIERS.Starter)).toBeLessThan(monthly(TIERS.Entry));
    expect(monthly(TIERS.Entry)).toBeLessThan(monthly(TIERS.Pro));
    const ids = CATALOGUE.flatMap((p) => [p.id, ...p.prices.map((x) => x.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^(prod|price)_[a-z_]+$/.test(id))).toBe(true);
  });

  it('computes yearly amounts and looks up monthly price ids', () => {
    expect(yearlyAmount(4000)).toBe(42000);
    expect(yearlyAmount(0)).toBe(0);
    expect(monthlyPriceIdOf(TIERS.Pro)).toBe('price_pro_monthly');
    expect(() => monthlyPriceIdOf(TIERS.Enterprise)).toThrow('Enterprise');
  });
});

describe('billing periods and ids', () => {
  const utc = (s: string) => new Date(`${s}Z`);

  it.each([
    ['2025-01-15T10:00:00', 'month', '2025-02-15T10:00:00'],
    ['2025-01-31T00:00:00', 'month', '2025-02-28T00:00:00'],
    ['2024-01-31T00:00:00', 'month', '2024-02-29T00:00:00'],
    ['2025-12-31T23:59:59', 'month', '2026-01-31T23:59:59'],
    ['2024-02-29T12:00:00', 'year', '2025-02-28T12:00:00'],
    ['2025-03-01T00:00:00', 'year', '2026-03-01T00:00:00'],
  ] as const)('%s plus one %s is %s', (from, interval, to) => {
    expect(addInterval(utc(from), interval).toISOString()).toBe(utc(to).toISOString());
  });

  it('treats a year as longer than the 10,000,000-second threshold and a month as shorter', () => {
    const start = utc('2025-01-31T00:00:00');
    const len = (interval: 'month' | 'year') => epochSecondsOf(addInterval(start, interval)) - epochSecondsOf(start);
    expect(len('month')).toBeLessThan(PRICING.YEARLY_PERIOD_THRESHOLD_S);
    expect(len('year')).toBeGreaterThan(PRICING.YEARLY_PERIOD_THRESHOLD_S);
  });

  it('adds days and mints Stripe-like ids', () => {
    expect(addDays(utc('2025-01-01T00:00:00'), 14).toISOString()).toBe('2025-01-15T00:00:00.000Z');
    const ids = new Set(Array.from({ length: 50 }, () => newId('cus')));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
  });
});
