import { ADMIN_FIGURES } from '@portal/shared-contracts';

/*
 * The admin page's from/to filter (002 §2): whole days in Brisbane (the page's time zone,
 * UTC+10 all year), written YYYY-MM-DD. The default "from" is 6 days before today at
 * midnight, "to" is today; a range is the from day's midnight to the end of the to day.
 */

/** YYYY-MM-DD. */
export type IsoDay = string;

/** Brisbane's offset: it keeps no daylight saving. */
const BRISBANE_OFFSET = '+10:00';
const DAY_MS = 86_400_000;
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_FIGURES.TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Brisbane day of a moment. */
export function brisbaneDayOf(ms: number): IsoDay {
  return isoDayFormat.format(new Date(ms));
}

/** Midnight (Brisbane) starting a day, as epoch ms; NaN for a malformed day. */
export function midnightOf(day: IsoDay): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00${BRISBANE_OFFSET}`) : Number.NaN;
}

export interface DateRange {
  readonly from: IsoDay;
  readonly to: IsoDay;
}

/** From 6 days before today at midnight to today. */
export function defaultRange(nowMs: number): DateRange {
  const today = brisbaneDayOf(nowMs);
  return { from: brisbaneDayOf(midnightOf(today) - ADMIN_FIGURES.DEFAULT_FROM_DAYS_BACK * DAY_MS), to: today };
}

/** Whether the range reads: both days well formed and from not after to. */
export function isValidRange({ from, to }: DateRange): boolean {
  const start = midnightOf(from);
  const end = midnightOf(to);
  return Number.isFinite(start) && Number.isFinite(end) && start <= end;
}

/** The range as instants: [from midnight, the midnight after the to day). Null when invalid. */
export function rangeBounds(range: DateRange): { readonly fromMs: number; readonly toMs: number } | null {
  if (!isValidRange(range)) return null;
  return { fromMs: midnightOf(range.from), toMs: midnightOf(range.to) + DAY_MS };
}
