import { ADMIN_FIGURES } from '@portal/shared-contracts/admin';

/*
 * How the admin page writes dates and money (002 §2, §9): en-GB dates in the
 * Australia/Brisbane time zone (whatever the admin's own zone), invoice amounts in minor
 * units divided by 100, AUD when the gateway names no currency.
 */

// Made on first use, not as the module loads (the admin page's warm-up, docs/adr/056):
// a page's first Intl formatter loads the locale's and the zone's data.
let dateFormatMade: Intl.DateTimeFormat | undefined;
let dateTimeFormatMade: Intl.DateTimeFormat | undefined;
const dateFormat = (): Intl.DateTimeFormat =>
  (dateFormatMade ??= new Intl.DateTimeFormat(ADMIN_FIGURES.DATE_LOCALE, { timeZone: ADMIN_FIGURES.TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const dateTimeFormat = (): Intl.DateTimeFormat =>
  (dateTimeFormatMade ??= new Intl.DateTimeFormat(ADMIN_FIGURES.DATE_LOCALE, {
    timeZone: ADMIN_FIGURES.TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** A moment as the api sends it: epoch seconds (payment data) or an ISO string (identity data). */
export type AdminMoment = number | string;

function dateOf(moment: AdminMoment): Date | null {
  const date = typeof moment === 'number' ? new Date(moment * 1000) : new Date(moment);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "dd/mm/yyyy" in Brisbane; "—" for a missing or unreadable moment. */
export function formatAdminDate(moment: AdminMoment | null | undefined): string {
  const date = moment === null || moment === undefined ? null : dateOf(moment);
  return date ? dateFormat().format(date) : '—';
}

/** "dd/mm/yyyy, hh:mm" (24-hour) in Brisbane; "—" for a missing or unreadable moment. */
export function formatAdminDateTime(moment: AdminMoment | null | undefined): string {
  const date = moment === null || moment === undefined ? null : dateOf(moment);
  return date ? dateTimeFormat().format(date) : '—';
}

/** The currency code to show: the gateway's, upper case, else AUD. */
export function currencyOf(currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : ADMIN_FIGURES.DEFAULT_CURRENCY;
}

/** An amount in minor units as money: 12345 AUD -> "A$123.45" style, in en-AU. */
export function formatAmount(minorUnits: number | null | undefined, currency?: string | null): string {
  if (minorUnits === null || minorUnits === undefined) return '—';
  const code = currencyOf(currency);
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: code, currencyDisplay: 'code' }).format(minorUnits / ADMIN_FIGURES.INVOICE_AMOUNT_DIVISOR);
}
