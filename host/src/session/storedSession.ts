import type { PortalConfig } from '@portal/shared-contracts/core';

/** What aws-amplify's localStorage keys start with, then the app client's id. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
/** The key (after the prefix) by which Amplify records the last signed-in user. */
const LAST_AUTH_USER = '.LastAuthUser';

/** Where aws-amplify keeps the tokens of this app client in localStorage. */
export function amplifyStoragePrefix(config: Pick<PortalConfig, 'userPoolClientId'>): string {
  return `${AMPLIFY_KEY_PREFIX}${config.userPoolClientId}`;
}

/**
 * True when this browser holds a session Amplify could restore (it records the last
 * signed-in user). Read without loading Amplify, so a signed-out visitor's pages never
 * download the identity SDK just to learn there is nobody to restore.
 */
export function hasStoredSession(
  config: Pick<PortalConfig, 'userPoolClientId'>,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  return storage.getItem(`${amplifyStoragePrefix(config)}${LAST_AUTH_USER}`) !== null;
}

/**
 * Whether this browser holds a session of any app client, read before the portal's
 * configuration (and the shared modules that read it) is loaded: a hint, for what to
 * fetch first, never a decision about access. False when storage cannot be read.
 */
export function anyStoredSession(storage?: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    const store = storage ?? window.localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(AMPLIFY_KEY_PREFIX) && key.endsWith(LAST_AUTH_USER)) return true;
    }
  } catch {
    // Storage refused (a privacy setting): nobody to restore.
  }
  return false;
}
