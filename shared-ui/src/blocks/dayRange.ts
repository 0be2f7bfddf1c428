/*
 * From/to filters of whole days (002 §2: the admin page; the metrics page), counted in
 * Brisbane as the api counts its days (UTC+10 all year, no daylight saving) and written
 * YYYY-MM-DD. A range is the from day's midnight to the midnight after the to day.
 */

/** YYYY-MM-DD. */
export type IsoDay = string;

export interface DayRange {
  readonly from: IsoDay;
  readonly to: IsoDay;
}

/** A range as instants: [from midnight, the midnight after the to day). */
export interface DayRangeBounds {
  readonly fromMs: number;
  readonly toMs: number;
}

/** Brisbane's offset (ADMIN_FIGURES.TIME_ZONE): it keeps no daylight saving. */
const BRISBANE_OFFSET = '+10:00';
const BRISBANE_OFFSET_MS = 10 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Brisbane day of a moment: the UTC day of the moment moved by Brisbane's fixed offset
 * (no Intl formatter, whose first use loads the time zone's data, docs/adr/056).
 */
export function brisbaneDayOf(ms: number): IsoDay {
  return new Date(ms + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight (Brisbane) starting a day, as epoch ms; NaN for a malformed day. */
export function midnightOf(day: IsoDay): number {
  return ISO_DAY.test(day) ? Date.parse(`${day}T00:00:00${BRISBANE_OFFSET}`) : Number.NaN;
}

/** The last `days` days up to today, today included. */
export function lastDays(nowMs: number, days: number): DayRange {
  const today = brisbaneDayOf(nowMs);
  return { from: brisbaneDayOf(midnightOf(today) - (days - 1) * DAY_MS), to: today };
}

/** Whether the range reads: both days well formed and from not after to. */
export function isValidRange({ from, to }: DayRange): boolean {
  const start = midnightOf(from);
  const end = midnightOf(to);
  return Number.isFinite(start) && Number.isFinite(end) && start <= end;
}

/** The range as instants, or null while a day is malformed or from is after to. */
export function rangeBounds(range: DayRange): DayRangeBounds | null {
  if (!isValidRange(range)) return null;
  return { fromMs: midnightOf(range.from), toMs: midnightOf(range.to) + DAY_MS };
}
