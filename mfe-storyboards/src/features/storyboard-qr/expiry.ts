import { type CalendarDate } from '@portal/shared-contracts/core';
import { QR_CODE, QR_MESSAGES, qrExpiryEpochMs, shareExpiryProblem } from '@portal/shared-contracts/storyboards';

/** The modal's three inputs as typed (dd mm yyyy). */
export interface ExpiryInput {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

/** The inputs' first values: the person's calendar date 7 days from now (001 §4, §9). */
export function defaultExpiryInput(now: Date): ExpiryInput {
  const at = new Date(now.getTime());
  at.setDate(at.getDate() + QR_CODE.DEFAULT_EXPIRY_DAYS);
  return { day: String(at.getDate()), month: String(at.getMonth() + 1), year: String(at.getFullYear()) };
}

/** Days in a month (1-12) of a year, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/** A whole number as typed: digits only (surrounding spaces allowed), else null. */
const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * The date the inputs name, or null when they break 001 §5: day, month and year all
 * integers; month 1-12; day from 1 up to the days in that month; year above 0.
 */
export function parseExpiry(input: ExpiryInput): CalendarDate | null {
  const day = wholeNumber(input.day);
  const month = wholeNumber(input.month);
  const year = wholeNumber(input.year);
  if (day === null || month === null || year === null || !Number.isSafeInteger(year)) return null;
  if (year < 1 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

/**
 * Why a well-formed date cannot be a link's expiry at `nowMs` (its 23:59:59 UTC already
 * over, or more than the share link limit ahead), in the modal's words, or null.
 */
export function expiryRangeProblem(date: CalendarDate, nowMs: number): string | null {
  const problem = shareExpiryProblem(qrExpiryEpochMs(date), nowMs);
  if (problem === 'past') return QR_MESSAGES.expiryPast;
  if (problem === 'tooFar') return QR_MESSAGES.expiryTooFar;
  return null;
}
