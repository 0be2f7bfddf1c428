import type { PortalConfig } from '@portal/shared-contracts/core';
import { amplifyStoragePrefix } from '../session/storedSession';

/** Where a signed-out visitor's random bucket id is kept. */
export const VISITOR_BUCKET_KEY = 'portal:bucket:v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

/**
 * The caller's stable bucket for the registry's canary split (docs/adr/037): the stored
 * session's user (read without verifying it, like the page prefetch does, ADR 006), else
 * a random visitor id kept in localStorage. Null when nothing can be stored: the registry
 * then serves the live versions.
 */
export function registryBucket(
  config: Pick<PortalConfig, 'userPoolClientId'>,
  store: Pick<Storage, 'getItem' | 'setItem'> | null = storage(),
  randomId: () => string = () => crypto.randomUUID(),
): string | null {
  if (!store) return null;
  try {
    const user = store.getItem(`${amplifyStoragePrefix(config)}.LastAuthUser`);
    if (user) return user;
    const visitor = store.getItem(VISITOR_BUCKET_KEY);
    if (visitor) return visitor;
    const id = randomId();
    store.setItem(VISITOR_BUCKET_KEY, id);
    return id;
  } catch {
    return null; // a full or disabled storage
  }
}
