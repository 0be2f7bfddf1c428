import { CURRENCY, LOCALE } from '@portal/shared-contracts/core';

// Each formatter is made on first use: building one costs milliseconds, and a page
// needs only some of them.
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let audFormat: Intl.NumberFormat | undefined;

/** "22 November 2026" (en-AU, local time). */
export function formatLongDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
  return dateFormat.format(date);
}

/** "10:41:07" (24-hour, local time). */
export function formatClockTime(date: Date): string {
  // hourCycle h23: `hour12: false` prints midnight as "24:00:00" in some ICU versions.
  timeFormat ??= new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  return timeFormat.format(date);
}

/** Whole Australian dollars: 3000 -> "$3,000". */
export function formatAud(amount: number): string {
  audFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  return audFormat.format(amount);
}

/** "2-10", "11-20", "21 or more" for a price bracket. */
export function formatScriptRange(min: number, max: number | null): string {
  return max === null ? `${min} or more` : `${min}\u2013${max}`;
}
