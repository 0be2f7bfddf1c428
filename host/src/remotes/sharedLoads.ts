export interface SharedLoads<K, V> {
  /** The attempt in flight or done for `key`, or a new one. */
  get(key: K): Promise<V>;
  /** Drops the attempt for `key`, so the next `get` starts a new one. */
  forget(key: K): void;
}

/**
 * One attempt per key, shared by every caller (the page prefetch and the shell load the
 * same registry and remotes); a rejected attempt is forgotten and `onFailure` runs, so
 * the next caller tries again.
 */
export function sharedLoads<K, V>(load: (key: K) => Promise<V>, onFailure?: (key: K) => void): SharedLoads<K, V> {
  const attempts = new Map<K, Promise<V>>();
  return {
    get(key) {
      const pending = attempts.get(key);
      if (pending) return pending;
      const attempt = load(key);
      attempts.set(key, attempt);
      attempt.catch(() => {
        if (attempts.get(key) !== attempt) return;
        attempts.delete(key);
        onFailure?.(key);
      });
      return attempt;
    },
    forget(key) {
      attempts.delete(key);
    },
  };
}
