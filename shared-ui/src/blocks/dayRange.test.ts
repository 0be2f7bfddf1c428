import { ADMIN_FIGURES } from '@portal/shared-contracts/admin';
import { brisbaneDayOf, isValidRange, lastDays, midnightOf, rangeBounds } from './dayRange';

describe('day ranges (Brisbane days)', () => {
  it('takes the last days up to today (Brisbane), today included', () => {
    // 2026-11-25T15:00Z is already 26 Nov in Brisbane.
    expect(lastDays(Date.UTC(2026, 10, 25, 15, 0), 7)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(lastDays(Date.UTC(2026, 10, 25, 13, 59), 7)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(lastDays(Date.parse('2031-05-30T15:00:00Z'), 30)).toEqual({ from: '2031-05-02', to: '2031-05-31' });
    expect(lastDays(Date.parse('2031-03-01T00:00:00Z'), 2)).toEqual({ from: '2031-02-28', to: '2031-03-01' });
  });

  it('reads days as Brisbane midnights, across a month and a daylight-saving change elsewhere', () => {
    expect(midnightOf('2026-10-04')).toBe(Date.UTC(2026, 9, 3, 14, 0));
    expect(brisbaneDayOf(Date.UTC(2026, 9, 3, 14, 0))).toBe('2026-10-04');
    expect(lastDays(Date.UTC(2026, 2, 3, 2, 0), 7)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(Number.isNaN(midnightOf('03/03/2026'))).toBe(true);
  });

  it('refuses a from day after the to day or a malformed one, and bounds a valid range to whole days', () => {
    expect(isValidRange({ from: '2026-11-21', to: '2026-11-20' })).toBe(false);
    expect(isValidRange({ from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(isValidRange({ from: '', to: '2026-11-20' })).toBe(false);
    expect(rangeBounds({ from: '2026-11-20', to: '2026-11-20' })).toEqual({ fromMs: Date.UTC(2026, 10, 19, 14), toMs: Date.UTC(2026, 10, 20, 14) });
    expect(rangeBounds({ from: '2026-11-21', to: '2026-11-20' })).toBeNull();
    expect(rangeBounds({ from: '', to: '2026-11-20' })).toBeNull();
  });

  it("names the day Intl names in Brisbane's time zone, every seven hours of a year (no Intl at run time, docs/adr/056)", () => {
    const brisbane = new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_FIGURES.TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000) expect(brisbaneDayOf(ms)).toBe(brisbane.format(ms));
  });
});
