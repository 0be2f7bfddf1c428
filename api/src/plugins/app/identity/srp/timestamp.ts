const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The TIMESTAMP of a PASSWORD_VERIFIER answer, as amplify's getNowString writes it:
 * "Tue Nov 3 09:05:07 UTC 2026" (UTC, day of month not padded, time padded).
 */
export function formatSrpTimestamp(date: Date): string {
  const weekDay = WEEK_DAYS[date.getUTCDay()] ?? 'Sun';
  const month = MONTHS[date.getUTCMonth()] ?? 'Jan';
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${weekDay} ${month} ${date.getUTCDate()} ${time} UTC ${date.getUTCFullYear()}`;
}

const PATTERN = new RegExp(
  `^(${WEEK_DAYS.join('|')}) (${MONTHS.join('|')}) ([1-9]|0[1-9]|[12][0-9]|3[01]) ` +
    '([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]) UTC ([0-9]{4})$',
);

/**
 * Whether a TIMESTAMP has Cognito's shape. Its value is not compared with the server
 * clock: it is signed by the client, so it proves nothing about freshness; the sealed
 * SECRET_BLOCK's own expiry (set by the server) is what bounds a challenge's life.
 * Older SDKs zero-pad the day, so both spellings are accepted.
 */
export function isSrpTimestamp(value: string): boolean {
  return PATTERN.test(value);
}
