/** What the marketplace search asks for: keys typed in the search box and predefined tags. */
export interface MarketplaceCriteria {
  readonly text: string;
  readonly tags: readonly string[];
}

export const INITIAL_CRITERIA: MarketplaceCriteria = { text: '', tags: [] };

/** The question GET /search/listings is asked (searchListings' query; size is always 100). */
export interface ListingQuery {
  readonly q: string | undefined;
  readonly tags: readonly string[];
  /** The number of listings already loaded (001 §9). */
  readonly from: number;
}

export function toListingQuery(criteria: MarketplaceCriteria, from: number): ListingQuery {
  const q = criteria.text.trim();
  return { q: q === '' ? undefined : q, tags: criteria.tags, from };
}

/** Whether two criteria ask the api the same question (spaces around the keys do not count). */
export function sameSearch(a: MarketplaceCriteria, b: MarketplaceCriteria): boolean {
  return a.text.trim() === b.text.trim() && a.tags.join(',') === b.tags.join(',');
}

/** A predefined tag button: adds the tag, or removes it when it is already chosen. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
