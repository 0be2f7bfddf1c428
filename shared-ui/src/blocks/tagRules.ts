/**
 * Tag entry rules (001 §2, §5; 002 §5): a tag is added trimmed, never blank and never
 * twice. Shot tags of the AI editor compare ignoring case (002 §5: "unique ignoring
 * case"); storyboard, reusable asset and search tags compare as typed. Pure, so the
 * rules are tested as a table and the component only wires keys to them.
 */

export type TagRejection = 'blank' | 'duplicate';

export interface TagRuleOptions {
  /** Treat "Sports" and "sports" as the same tag (shot tags, 002 §5). */
  readonly caseInsensitive?: boolean;
}

export type AddTagResult =
  | { readonly ok: true; readonly tags: readonly string[] }
  | { readonly ok: false; readonly reason: TagRejection; readonly tags: readonly string[] };

const same = (a: string, b: string, options: TagRuleOptions): boolean =>
  options.caseInsensitive ? a.toLocaleLowerCase() === b.toLocaleLowerCase() : a === b;

/** Adds `raw` trimmed, unless it is blank or already there; `tags` is never changed in place. */
export function addTag(tags: readonly string[], raw: string, options: TagRuleOptions = {}): AddTagResult {
  const tag = raw.trim();
  if (tag === '') return { ok: false, reason: 'blank', tags };
  if (tags.some((t) => same(t, tag, options))) return { ok: false, reason: 'duplicate', tags };
  return { ok: true, tags: [...tags, tag] };
}

/**
 * Adds each piece in order (later pieces see the earlier ones, so "a, a" adds one tag).
 * Returns the tags and the first rejection, if any, for the caller to explain.
 */
export function addTags(
  tags: readonly string[],
  pieces: readonly string[],
  options: TagRuleOptions = {},
): { readonly tags: readonly string[]; readonly rejected: TagRejection | null } {
  let current = tags;
  let rejected: TagRejection | null = null;
  for (const piece of pieces) {
    const result = addTag(current, piece, options);
    current = result.tags;
    if (!result.ok) rejected ??= result.reason;
  }
  return { tags: current, rejected };
}

/** Backspace on an empty input removes the last tag. */
export function removeLastTag(tags: readonly string[]): readonly string[] {
  return tags.slice(0, -1);
}

/** The tag list without the one at `index`. */
export function removeTagAt(tags: readonly string[], index: number): readonly string[] {
  return tags.filter((_, i) => i !== index);
}

/**
 * Typed (or pasted) text split at commas: every piece before the last comma is a
 * finished tag; what follows it stays in the input.
 */
export function splitAtCommas(text: string): { readonly finished: readonly string[]; readonly rest: string } {
  const pieces = text.split(',');
  const rest = pieces.pop() ?? '';
  return { finished: pieces, rest };
}

/** Tag search text (001 §5): comma-separated, each piece trimmed, empty pieces dropped. */
export function parseTagText(text: string): string[] {
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}
