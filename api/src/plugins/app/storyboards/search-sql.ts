/** SQL pieces the storyboard and marketplace searches share. */

export const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
export const iso = (v: Date | string): string => new Date(v).toISOString();

/** The words of what the user typed, lower case, letters and digits only (at most 10). */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
}

/** A prefix query from what the user typed: every word must match the start of a word. */
export function prefixQuery(text: string): string | null {
  const words = queryWords(text);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Adds the word and tag filters of a search to `where` (parameters to `params`): words
 * match the start of words in the search vector, tags must all be present in any case.
 * Answers the prefix query when there is one.
 */
export function textAndTags(q: { q?: string | undefined; tags?: string[] | undefined }, params: unknown[], where: string[]): string | null {
  const tsq = q.q ? prefixQuery(q.q) : null;
  if (tsq) {
    params.push(tsq);
    where.push(`s.search @@ to_tsquery('simple', $${params.length})`);
  }
  if (q.tags?.length) {
    params.push(q.tags.map((t) => t.toLowerCase()));
    // lower_tags (migration 008) is GIN-indexed on storyboards.
    where.push(`lower_tags(s.tags) @> $${params.length}::text[]`);
  }
  return tsq;
}

export interface Page<T> {
  readonly hits: T[];
  readonly total: number;
}
