import { METRICS_DEFAULT_RANGE_DAYS, METRICS_TIME_ZONE } from '@portal/shared-contracts';
import type { MetricsBounds } from './calls';

/*
 * The metrics page's from/to days (YYYY-MM-DD), counted in Brisbane as the api counts its
 * days (UTC+10, no daylight saving). By default the last METRICS_DEFAULT_RANGE_DAYS days,
 * today included; a range is the from day's midnight to the midnight after the to day.
 */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: METRICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Brisbane day of an instant. */
export const dayOf = (ms: number): string => dayFormat.format(new Date(ms));

/** The Brisbane midnight starting a day; NaN for anything but YYYY-MM-DD. */
export const startOfDay = (day: string): number => (DAY.test(day) ? Date.parse(`${day}T00:00:00+10:00`) : Number.NaN);

/** The last `days` days up to today. */
export function lastDays(nowMs: number, days: number = METRICS_DEFAULT_RANGE_DAYS): DayRange {
  const today = dayOf(nowMs);
  return { from: dayOf(startOfDay(today) - (days - 1) * DAY_MS), to: today };
}

/** The range as instants, or null while a day is malformed or from is after to. */
export function boundsOf({ from, to }: DayRange): MetricsBounds | null {
  const fromMs = startOfDay(from);
  const toMs = startOfDay(to) + DAY_MS;
  return Number.isFinite(fromMs) && Number.isFinite(toMs) && fromMs < toMs ? { fromMs, toMs } : null;
}
