import { QR_MESSAGES, SHARE_LINK_LIMITS } from '@portal/shared-contracts/storyboards';
import { daysInMonth, defaultExpiryInput, expiryRangeProblem, parseExpiry } from './expiry';

describe('defaultExpiryInput', () => {
  it('is the calendar date 7 days from now, across month and year ends', () => {
    expect(defaultExpiryInput(new Date(2025, 2, 10, 9, 30))).toEqual({ day: '17', month: '3', year: '2025' });
    expect(defaultExpiryInput(new Date(2025, 0, 28, 23, 59))).toEqual({ day: '4', month: '2', year: '2025' });
    expect(defaultExpiryInput(new Date(2025, 11, 29, 0, 1))).toEqual({ day: '5', month: '1', year: '2026' });
    expect(defaultExpiryInput(new Date(2028, 1, 25, 12))).toEqual({ day: '3', month: '3', year: '2028' });
  });
});

describe('daysInMonth', () => {
  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2025, 4, 30],
    [2025, 12, 31],
    [4, 2, 29],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseExpiry (001 §5: integers, month 1-12, day 1 to the days in that month, year above 0)', () => {
  it.each([
    [{ day: '21', month: '3', year: '2025' }, { day: 21, month: 3, year: 2025 }],
    [{ day: '01', month: '03', year: '2025' }, { day: 1, month: 3, year: 2025 }],
    [{ day: ' 9 ', month: '12', year: '2030' }, { day: 9, month: 12, year: 2030 }],
    [{ day: '29', month: '2', year: '2028' }, { day: 29, month: 2, year: 2028 }],
    [{ day: '31', month: '12', year: '1' }, { day: 31, month: 12, year: 1 }],
  ])('accepts %j', (input, date) => {
    expect(parseExpiry(input)).toEqual(date);
  });

  it.each([
    ['an empty day', { day: '', month: '3', year: '2025' }],
    ['a decimal day', { day: '2.5', month: '3', year: '2025' }],
    ['a signed day', { day: '+2', month: '3', year: '2025' }],
    ['a negative month', { day: '2', month: '-3', year: '2025' }],
    ['letters', { day: 'ab', month: '3', year: '2025' }],
    ['month 0', { day: '2', month: '0', year: '2025' }],
    ['month 13', { day: '2', month: '13', year: '2025' }],
    ['day 0', { day: '0', month: '3', year: '2025' }],
    ['31 April', { day: '31', month: '4', year: '2025' }],
    ['29 February of a common year', { day: '29', month: '2', year: '2025' }],
    ['year 0', { day: '2', month: '3', year: '0' }],
    ['an exponent', { day: '1e1', month: '3', year: '2025' }],
  ])('refuses %s', (_what, input) => {
    expect(parseExpiry(input)).toBeNull();
  });
});

describe('expiryRangeProblem', () => {
  const now = Date.UTC(2025, 2, 10, 12);

  it('takes today (until 23:59:59 UTC) and days up to a year ahead', () => {
    expect(expiryRangeProblem({ day: 10, month: 3, year: 2025 }, now)).toBeNull();
    expect(expiryRangeProblem({ day: 10, month: 3, year: 2026 }, now)).toBeNull();
  });

  it('says when the day is over, or too far ahead', () => {
    expect(expiryRangeProblem({ day: 9, month: 3, year: 2025 }, now)).toBe(QR_MESSAGES.expiryPast);
    expect(expiryRangeProblem({ day: 10, month: 3, year: 2025 }, Date.UTC(2025, 2, 11))).toBe(QR_MESSAGES.expiryPast);
    expect(expiryRangeProblem({ day: 1, month: 1, year: 2027 }, now)).toBe(QR_MESSAGES.expiryTooFar);
    expect(SHARE_LINK_LIMITS.MAX_EXPIRY_DAYS).toBeGreaterThanOrEqual(366);
  });
});
