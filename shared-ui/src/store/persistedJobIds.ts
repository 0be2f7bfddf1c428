/** The ids of a user's jobs still running, kept across reloads and remounts. */
export interface PersistedJobIds {
  /** The stored ids, oldest first; empty when nothing (or nothing readable) is stored. */
  list(): string[];
  /** Adds `id` (once). */
  add(id: string): void;
  /** Removes `id`; nothing happens when it is not stored. */
  remove(id: string): void;
}

// Where ids live when the browser gives no storage (blocked, or throws on access):
// they then last for this page load, so a remount still resumes its jobs.
const memory = new Map<string, string[]>();

/** localStorage, or null where the browser blocks it (reading it may throw a SecurityError). */
function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a stored list; anything but a JSON array of strings counts as empty. */
function parse(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A set of active job ids in localStorage under `${key}:${owner}` (as a JSON array), e.g.
 * `persistedJobIds(LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS, user.sub)`.
 *
 * Namespaced per user: two people can share a browser, and one person's jobs must not be
 * polled under another's session, where the api refuses them and the poll would drop the
 * ids for good. `owner` is the signed-in user's stable id (the session's `sub`).
 *
 * It never throws: corrupt or foreign values read as empty (and are replaced on the next
 * write), a browser without usable storage (privacy modes) keeps the ids in memory for
 * the page load, and a write the browser refuses (quota) is dropped.
 */
export function persistedJobIds(key: string, owner: string, storage: Storage | null = browserStorage()): PersistedJobIds {
  const slot = `${key}:${owner}`;
  const read = (): string[] => {
    if (!storage) return [...(memory.get(slot) ?? [])];
    try {
      return parse(storage.getItem(slot));
    } catch {
      return [];
    }
  };
  const write = (ids: string[]): void => {
    if (!storage) {
      memory.set(slot, ids);
      return;
    }
    try {
      if (ids.length === 0) storage.removeItem(slot);
      else storage.setItem(slot, JSON.stringify(ids));
    } catch {
      // Storage refused the write: the job still runs and its poll goes on for this mount.
    }
  };
  return {
    list: read,
    add: (id) => {
      const ids = read();
      if (!ids.includes(id)) write([...ids, id]);
    },
    remove: (id) => {
      const ids = read();
      if (ids.includes(id)) write(ids.filter((stored) => stored !== id));
    },
  };
}
