import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';

/*
 * The add to account in progress, kept across reloads (002 §4, §9): activeAddToAccountId
 * (the AI storyboard), activeAddToAccount (the flag) and activeAddToAccountUserId (its
 * customer), each under `${key}:${owner}`, the owner being the signed-in user's `sub` (as
 * the kit's persistedJobIds keys the other active ids), so one person's add is never
 * resumed under another's session.
 */

export interface ActiveAddToAccount {
  readonly storyboardId: number;
  readonly userId: number;
}

export interface AddToAccountStore {
  /** The stored add, or null when none (or nothing usable) is stored. */
  read(): ActiveAddToAccount | null;
  write(active: ActiveAddToAccount): void;
  clear(): void;
}

const positive = (text: string | null): number | null => (text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored add to account of user `owner`; it never throws (a refused write is dropped). */
export function addToAccountStore(owner: string, storage: Storage | null = browserStorage()): AddToAccountStore {
  const slot = (key: string): string => `${key}:${owner}`;
  const keys = [LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID, LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT, LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID].map(slot);
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(slot(key)) ?? null;
    } catch {
      return null;
    }
  };
  return {
    read: () => {
      if (get(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT) !== 'true') return null;
      const storyboardId = positive(get(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID));
      const userId = positive(get(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID));
      return storyboardId !== null && userId !== null ? { storyboardId, userId } : null;
    },
    write: ({ storyboardId, userId }) => {
      try {
        storage?.setItem(slot(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID), String(storyboardId));
        storage?.setItem(slot(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID), String(userId));
        storage?.setItem(slot(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT), 'true');
      } catch {
        // Refused (quota, privacy mode): the add goes on for this visit.
      }
    },
    clear: () => {
      for (const key of keys) {
        try {
          storage?.removeItem(key);
        } catch {
          // Nothing to clear.
        }
      }
    },
  };
}
