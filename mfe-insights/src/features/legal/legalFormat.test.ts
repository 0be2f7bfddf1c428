import { formatAud, formatClockTime, formatLongDate, formatScriptRange } from './legalFormat';

describe('legal formatting', () => {
  it.each([
    [new Date(2026, 10, 22, 10, 41, 7), '22 November 2026', '10:41:07'],
    [new Date(2026, 0, 1, 0, 0, 0), '1 January 2026', '00:00:00'],
    [new Date(2025, 11, 31, 23, 59, 59), '31 December 2025', '23:59:59'],
    [new Date(2024, 1, 29, 12, 5, 9), '29 February 2024', '12:05:09'],
  ])('formats %p as %p, %p', (date, day, time) => {
    expect(formatLongDate(date)).toBe(day);
    expect(formatClockTime(date)).toBe(time);
  });

  it.each([
    [3000, '$3,000'],
    [2500, '$2,500'],
    [1875, '$1,875'],
    [50000, '$50,000'],
    [0, '$0'],
  ])('formats %p AUD as %p', (amount, shown) => {
    expect(formatAud(amount)).toBe(shown);
  });

  it.each([
    [2, 10, '2\u201310'],
    [11, 20, '11\u201320'],
    [21, null, '21 or more'],
  ])('formats the bracket %p-%p as %p', (min, max, shown) => {
    expect(formatScriptRange(min, max)).toBe(shown);
  });
});
