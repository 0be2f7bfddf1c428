import { CURRENCY, LOCALE } from '@portal/shared-contracts';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
// hourCycle h23: `hour12: false` prints midnight as "24:00:00" in some ICU versions.
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const audFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });

/** "22 November 2026" (en-AU, local time). */
export function formatLongDate(date: Date): string {
  return dateFormat.format(date);
}

/** "10:41:07" (24-hour, local time). */
export function formatClockTime(date: Date): string {
  return timeFormat.format(date);
}

/** Whole Australian dollars: 3000 -> "$3,000". */
export function formatAud(amount: number): string {
  return audFormat.format(amount);
}

/** "2-10", "11-20", "21 or more" for a price bracket. */
export function formatScriptRange(min: number, max: number | null): string {
  return max === null ? `${min} or more` : `${min}\u2013${max}`;
}
