import { ASSET_STORAGE_PREFIXES, STORAGE_KEY_MAX_LENGTH, storageKeyProblem } from '../../../contracts';

/*
 * Storage keys (001 §3): `public/...`, `protected/...` or `private/{identity}/...`. A key
 * names one object and never walks to another: segments are non-empty, never `.` or
 * `..`, and drawn from S3's "safe" characters, so the same key works on a local disk and
 * in a bucket, and on every file system the local adapter may run on.
 */

export type StorageVisibility = 'public' | 'protected' | 'private';

const VISIBILITY: readonly (readonly [prefix: string, visibility: StorageVisibility])[] = [
  [ASSET_STORAGE_PREFIXES.PUBLIC, 'public'],
  [ASSET_STORAGE_PREFIXES.PROTECTED, 'protected'],
  [ASSET_STORAGE_PREFIXES.PRIVATE, 'private'],
];

/** Thrown for a key that breaks the rules above; its message says which rule. */
export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

/** Why `key` is not a valid storage key, or null when it is (the rules live in shared-contracts). */
export { storageKeyProblem, STORAGE_KEY_MAX_LENGTH };

export function isStorageKey(key: string): boolean {
  return storageKeyProblem(key) === null;
}

/** The key itself when valid; else throws InvalidStorageKeyError. */
export function assertStorageKey(key: string): string {
  const problem = storageKeyProblem(key);
  if (problem !== null) throw new InvalidStorageKeyError(`Invalid storage key: ${problem}`);
  return key;
}

/** Who may read the object under a valid key: anyone, signed-in users, or one identity. */
export function storageVisibility(key: string): StorageVisibility {
  const found = VISIBILITY.find(([prefix]) => assertStorageKey(key).startsWith(prefix));
  if (!found) throw new InvalidStorageKeyError('Invalid storage key');
  return found[1];
}
