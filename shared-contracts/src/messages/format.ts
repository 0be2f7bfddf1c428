/**
 * Date and number formatting shared by message functions: the spec displays dates in
 * "day-ordinal month year" form (000 §2 subscription hub, 001 §4 QR flow, 001 §9).
 */

/** English month names, index 0 = January. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar date as the user typed or chose it; month is 1-12. */
export interface CalendarDate {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

/**
 * English ordinal suffix of a whole number: 1 -> "st", 2 -> "nd", 3 -> "rd",
 * 4 -> "th", and 11, 12, 13 (also 111, 112, 113...) -> "th".
 */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (whole % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** A number with its ordinal suffix: `ordinal(21)` -> "21st". */
export function ordinal(n: number): string {
  return `${Math.trunc(n)}${ordinalSuffix(n)}`;
}

/**
 * Calendar parts of a date. A `Date` is read in UTC when `zone` is 'utc' (the QR expiry
 * is 23:59:59 UTC, so its calendar day is the UTC one), otherwise in local time.
 */
export function toCalendarDate(date: Date | CalendarDate, zone: 'local' | 'utc' = 'local'): CalendarDate {
  if (!(date instanceof Date)) return date;
  return zone === 'utc'
    ? { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() }
    : { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
}

/** Name of a month numbered 1-12; out-of-range values give an empty string. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/**
 * "Day-ordinal month year" display, e.g. "21st March 2025" (001 §9: dates display in
 * day-ordinal month year form).
 */
export function formatOrdinalDate(date: Date | CalendarDate, zone: 'local' | 'utc' = 'local'): string {
  const { day, month, year } = toCalendarDate(date, zone);
  return `${ordinal(day)} ${monthName(month)} ${year}`;
}

// Amounts, dates and times as en-AU writes them, made without Intl: the first Intl
// formatter of a kind a page builds loads the locale's data, ~25 ms for a currency and
// ~12 ms for a date on a desktop (four times that on a phone), in the middle of the
// page's render (docs/adr/056). Tests check each against Intl's en-AU output.

const pad2 = (n: number): string => String(n).padStart(2, '0');
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count with its thousands grouped, as en-AU writes it: 1234567 -> "1,234,567" (rounded to a whole number). */
export function formatCount(n: number): string {
  const rounded = Math.round(Math.abs(n));
  return `${n < 0 && rounded > 0 ? '-' : ''}${grouped(rounded)}`;
}

/** Cents as Australian dollars, as en-AU's currency format writes them: 4900 -> "$49.00", 123456 -> "$1,234.56", -500 -> "-$5.00". */
export function formatAudCents(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return `${sign}$${grouped(Math.floor(rounded / 100))}.${pad2(rounded % 100)}`;
}

/** Australian dollars rounded to the dollar: 3000 -> "$3,000". */
export function formatWholeAud(dollars: number): string {
  const rounded = Math.round(Math.abs(dollars));
  return `${dollars < 0 && rounded > 0 ? '-' : ''}$${grouped(rounded)}`;
}

/** A day as en-AU writes it in figures, local time: "07/03/2026". */
export function formatDayMonthYear(date: Date): string {
  const { day, month, year } = toCalendarDate(date);
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** A day with its month's name, local time: "7 March 2026". */
export function formatLongDate(date: Date): string {
  const { day, month, year } = toCalendarDate(date);
  return `${day} ${monthName(month)} ${year}`;
}

/** A time of day on the 24-hour clock, local time: "09:41:07". */
export function formatClockTime(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}
