/**
 * Search answers remembered as the bytes sent (UTF-8 JSON), under a key that carries the generation of
 * the rows they read (migration 009, docs/adr/021): a change moves the generation on in its
 * own transaction, so a remembered answer is only ever served for the data it was made
 * from. Least recently used answers go first once `maxBytes` is reached.
 */
export interface AnswerCache {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
  /** What it holds now, for tests and the bench. */
  stats(): { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number };
}

/** 32 MiB: a few hundred marketplace pages or a few thousand pages of storyboards. */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export function createAnswerCache(maxBytes = DEFAULT_ANSWER_CACHE_BYTES): AnswerCache {
  // Map keeps insertion order: the first key is the least recently used.
  const answers = new Map<string, Buffer>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // The body's bytes, and the key's (a JavaScript string of n UTF-16 units takes about 2n).
  const sizeOf = (key: string, body: Buffer) => 2 * key.length + body.length;
  const drop = (key: string, body: Buffer) => {
    answers.delete(key);
    bytes -= sizeOf(key, body);
  };
  return {
    get(key) {
      const body = answers.get(key);
      if (body === undefined) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      answers.delete(key);
      answers.set(key, body);
      return body;
    },
    set(key, body) {
      const size = sizeOf(key, body);
      if (size > maxBytes) return;
      const old = answers.get(key);
      if (old !== undefined) drop(key, old);
      for (const [k, v] of answers) {
        if (bytes + size <= maxBytes) break;
        drop(k, v);
      }
      answers.set(key, body);
      bytes += size;
    },
    stats: () => ({ entries: answers.size, bytes, hits, misses }),
  };
}
