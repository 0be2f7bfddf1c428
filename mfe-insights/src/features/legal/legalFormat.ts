// The terms page's dates, clock and prices, written without Intl (docs/adr/056): the page
// would otherwise build three formatters as it renders.
export { formatClockTime, formatLongDate, formatWholeAud as formatAud } from '@portal/shared-contracts/core';

/** "2-10", "11-20", "21 or more" for a price bracket. */
export function formatScriptRange(min: number, max: number | null): string {
  return max === null ? `${min} or more` : `${min}\u2013${max}`;
}
