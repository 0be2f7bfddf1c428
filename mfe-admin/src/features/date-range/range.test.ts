import { brisbaneDayOf, defaultRange, isValidRange, midnightOf, rangeBounds } from './range';

describe('the admin date filter (002 §2)', () => {
  it('starts 6 days before today (Brisbane) at midnight and ends today', () => {
    // 2026-11-25T15:00Z is already 26 Nov in Brisbane.
    expect(defaultRange(Date.UTC(2026, 10, 25, 15, 0))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(defaultRange(Date.UTC(2026, 10, 25, 13, 59))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  });

  it('reads days as Brisbane midnights, across a month and a daylight-saving change elsewhere', () => {
    expect(midnightOf('2026-10-04')).toBe(Date.UTC(2026, 9, 3, 14, 0));
    expect(brisbaneDayOf(Date.UTC(2026, 9, 3, 14, 0))).toBe('2026-10-04');
    expect(defaultRange(Date.UTC(2026, 2, 3, 2, 0))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(Number.isNaN(midnightOf('03/03/2026'))).toBe(true);
  });

  it("refuses a from day after the to day, and bounds a valid range to whole days", () => {
    expect(isValidRange({ from: '2026-11-21', to: '2026-11-20' })).toBe(false);
    expect(isValidRange({ from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(isValidRange({ from: '', to: '2026-11-20' })).toBe(false);
    expect(rangeBounds({ from: '2026-11-20', to: '2026-11-20' })).toEqual({ fromMs: Date.UTC(2026, 10, 19, 14), toMs: Date.UTC(2026, 10, 20, 14) });
    expect(rangeBounds({ from: '2026-11-21', to: '2026-11-20' })).toBeNull();
  });
});
