import { formatOrdinalDate, toCalendarDate, type CalendarDate } from './format';
import { HEADINGS } from './headings';
import { STORYBOARD_DETAIL_TEXTS } from './storyboard-detail';

/**
 * The "CREATE QR CODE" modal (001 §2, §4 QR flow, §5): the spec's own texts first, then
 * the labels and notes it names but does not word.
 */
export const QR_MESSAGES = {
  openButton: 'Storyboard QR Code',
  title: HEADINGS.createQrCode,
  setExpiry: 'Set Expiry',
  download: 'Download',
  close: 'Close',
  /** Toast on an invalid day/month/year. */
  invalidDateFormat: 'Invalid Date Format, please try again',
  /** Label on an invalid day/month/year. */
  invalidDateEntered: 'Invalid Date Entered. Use dd mm yyyy format',

  /** The expiry inputs' labels and placeholders (dd mm yyyy). */
  expiryLegend: 'Link expiry date',
  dayLabel: 'Day',
  monthLabel: 'Month',
  yearLabel: 'Year',
  dayPlaceholder: 'dd',
  monthPlaceholder: 'mm',
  yearPlaceholder: 'yyyy',
  /** Accessible name of the drawn code. */
  previewLabel: "QR code of the storyboard's share link",
  /** While the link is being made. */
  making: 'Making the QR code...',
  /** A well-formed date the link cannot use: already over, or further ahead than links last. */
  expiryPast: 'Choose today or a later date',
  expiryTooFar: 'Choose a date at most a year ahead',
  /**
   * The link could not be made. The spec only logs this failure (001 §8); the modal also
   * says so, and Set Expiry stays usable to try again.
   */
  linkFailed: 'The QR code could not be made. Please try again.',
} as const;

/**
 * QR expiry line (001 §4): "Expires on the {day}{ordinal} {month} {year} at 11:59pm",
 * e.g. "Expires on the 21st March 2025 at 11:59pm". The expiry is 23:59:59 UTC on the
 * chosen date, so a `Date` is read in UTC.
 */
export function qrExpiresOn(date: Date | CalendarDate): string {
  return `Expires on the ${formatOrdinalDate(toCalendarDate(date, 'utc'))} at 11:59pm`;
}

/**
 * The public preview page a QR code opens (served by the api): a published storyboard's
 * title, cover, description and shots, or why the link no longer opens it.
 */
export const SHARE_PAGE_TEXTS = {
  /** Document title suffix: "<storyboard title> · Shared storyboard". */
  sharedStoryboard: 'Shared storyboard',
  shotsHeading: 'Shots',
  noShots: STORYBOARD_DETAIL_TEXTS.noShots,
  shotHeading: (shotNumber: number, title: string): string => `Shot ${shotNumber}: ${title}`,
  coverAlt: (title: string): string => `Cover image of ${title}`,
  shotImageAlt: (shotNumber: number): string => `Image of shot ${shotNumber}`,
  /** The storyboard's latest render, played above the shots. */
  filmHeading: 'The film',
  filmLabel: (title: string): string => `The film of ${title}`,
  /** Under the title: until when this link opens the storyboard (23:59:59 UTC of its day). */
  validUntil: (expiresAt: Date): string => `This link works until 11:59pm UTC on the ${formatOrdinalDate(expiresAt, 'utc')}.`,
  expiredTitle: 'This link has expired',
  expiredBody: "Ask the storyboard's owner for a new QR code.",
  withdrawnTitle: 'This storyboard is no longer shared',
  withdrawnBody: 'Its owner has taken it down. Ask them for a new QR code once it is published again.',
  notFoundTitle: 'Link not found',
  notFoundBody: 'Check that the whole link was copied, or ask for a new QR code.',
} as const;

/** The share link call's refusals (POST /ai/generateUrl), as its error_message says them. */
export const SHARE_LINK_MESSAGES = {
  otherUser: 'user_id must be your own user id',
  notPublished: 'Only a Published storyboard can be shared with a QR code. Release it first.',
  expiryPast: 'expiry must be in the future',
  expiryTooFar: (days: number): string => `expiry must be at most ${days} days ahead`,
  unavailable: 'Share links are not available: the api has no SHARE_LINK_SECRET and no local user pool to derive one from',
} as const;
