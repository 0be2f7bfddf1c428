import type { PortalConfig } from '@portal/shared-contracts/core';

/** Where aws-amplify keeps the tokens of this app client in localStorage. */
export function amplifyStoragePrefix(config: Pick<PortalConfig, 'userPoolClientId'>): string {
  return `CognitoIdentityServiceProvider.${config.userPoolClientId}`;
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
  return storage.getItem(`${amplifyStoragePrefix(config)}.LastAuthUser`) !== null;
}
