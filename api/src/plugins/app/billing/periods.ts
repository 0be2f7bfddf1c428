import type { BillingInterval } from '../../../contracts';

const DAY_MS = 24 * 3600_000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * The end of a billing period that starts at `from`, by calendar months in UTC as Stripe
 * bills: the same day of the month, or the month's last day when it has no such day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addInterval(from: Date, interval: BillingInterval, count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Epoch seconds, as Stripe sends every timestamp. */
export function epochSecondsOf(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The end of the period that follows `after`, counted from the billing cycle anchor: the
 * first `anchor + k intervals` (k >= 1) later than `after`. Counting from the anchor keeps
 * a subscription started on the 31st on the 31st after a short month.
 */
export function nextPeriodEnd(anchor: Date, interval: BillingInterval, after: Date): Date {
  for (let k = 1; k < 100_000; k += 1) {
    const end = addInterval(anchor, interval, k);
    if (end.getTime() > after.getTime()) return end;
  }
  throw new Error('billing period out of range');
}
