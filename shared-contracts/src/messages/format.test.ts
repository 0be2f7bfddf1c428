import { formatAudCents, formatClockTime, formatCount, formatDayMonthYear, formatLongDate, formatWholeAud } from './format';

// Each must write what Intl's en-AU formats write (docs/adr/056), without building one.
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const wholeAud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const dayMonthYear = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

describe('en-AU formats without Intl', () => {
  it.each([0, 1, 5, 99, 100, 4900, 5390, 123456, 1234567, 100000000, -500, -123456])('%i cents as Intl writes them', (cents) => {
    expect(formatAudCents(cents)).toBe(aud.format(cents / 100));
  });

  it.each([0, 1, 999, 1000, 3000, 12345, 1000000, -2500])('%i whole dollars as Intl writes them', (dollars) => {
    expect(formatWholeAud(dollars)).toBe(wholeAud.format(dollars));
  });

  it.each([0, 7, 999, 1000, 3000, 1234567, -42, -12345])('the count %i as Intl writes it', (n) => {
    expect(formatCount(n)).toBe(new Intl.NumberFormat('en-AU').format(n));
  });

  it('writes the terms page\'s dates, clock and prices', () => {
    expect(formatLongDate(new Date(2024, 1, 29, 12, 5, 9))).toBe('29 February 2024');
    expect(formatClockTime(new Date(2026, 0, 1, 0, 0, 0))).toBe('00:00:00');
    expect(formatWholeAud(50000)).toBe('$50,000');
  });

  it('rounds a part of a cent or dollar as Intl does, and writes no minus for a rounded zero', () => {
    expect(formatAudCents(4900.4)).toBe('$49.00');
    expect(formatAudCents(4900.6)).toBe('$49.01');
    expect(formatAudCents(-0.2)).toBe('$0.00');
    expect(formatWholeAud(2.5)).toBe('$3');
    expect(formatWholeAud(-0.4)).toBe('$0');
  });

  it.each([
    new Date(2026, 0, 1, 0, 0, 0),
    new Date(2026, 2, 7, 9, 41, 7),
    new Date(2026, 10, 28, 12, 0, 59),
    new Date(1999, 11, 31, 23, 59, 59),
    new Date(2030, 8, 15, 13, 5, 0),
  ])('%s as a day, a long date and a time, as Intl writes them (local time)', (date) => {
    expect(formatDayMonthYear(date)).toBe(dayMonthYear.format(date));
    expect(formatLongDate(date)).toBe(longDate.format(date));
    expect(formatClockTime(date)).toBe(clock.format(date));
  });
});
