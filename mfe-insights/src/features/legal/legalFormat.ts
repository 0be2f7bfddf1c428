/** "2-10", "11-20", "21 or more" for a price bracket. */
export function formatScriptRange(min: number, max: number | null): string {
  return max === null ? `${min} or more` : `${min}\u2013${max}`;
}
