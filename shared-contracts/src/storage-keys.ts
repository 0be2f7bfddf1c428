import { z } from 'zod';
import { ASSET_STORAGE_PREFIXES } from './constants/storage';
import { deferred } from './deferred';

/** S3's limit on a key's length, in UTF-8 bytes (keys here are ASCII). */
export const STORAGE_KEY_MAX_LENGTH = 1024;

const PREFIXES: readonly string[] = Object.values(ASSET_STORAGE_PREFIXES);
/** A segment becomes a file or folder name in the local store: most file systems stop at 255. */
const SEGMENT_MAX_LENGTH = 255;
/** Letters, digits and S3's "safe" punctuation, minus `*` (a glob) and `'` (a quote). */
const SEGMENT = /^[A-Za-z0-9._~!()+=,@-]+$/;

/**
 * Why `key` is not a storage key (001 §3), or null when it is: `public/...`,
 * `protected/...` or `private/{identity}/...`, at most 1024 characters, every segment
 * non-empty, never `.` or `..`, drawn from S3's safe characters. A key names one object;
 * it never walks to another's. The api's object store applies the same rules.
 */
export function storageKeyProblem(key: string): string | null {
  if (key.length === 0) return 'is empty';
  if (key.length > STORAGE_KEY_MAX_LENGTH) return `is longer than ${STORAGE_KEY_MAX_LENGTH} characters`;
  const prefix = PREFIXES.find((p) => key.startsWith(p));
  if (!prefix) return `must start with ${PREFIXES.join(', ')}`;
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') return 'has an empty segment (a leading, trailing or double slash)';
    if (segment === '.' || segment === '..') return 'has a "." or ".." segment';
    if (segment.length > SEGMENT_MAX_LENGTH) return `has a segment longer than ${SEGMENT_MAX_LENGTH} characters`;
    if (!SEGMENT.test(segment)) return 'has a character outside letters, digits and . _ ~ ! ( ) + = , @ -';
  }
  if (prefix === ASSET_STORAGE_PREFIXES.PRIVATE && segments.length < 3) return `must be ${ASSET_STORAGE_PREFIXES.PRIVATE}{identity}/{name}`;
  if (segments.length < 2) return 'must name an object under its prefix';
  return null;
}

/** A storage key as a body field: the message says which rule of `storageKeyProblem` it breaks. */
export const storageKeySchema = deferred(() => z.string().superRefine((key, ctx) => {
  const problem = storageKeyProblem(key);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: `Invalid storage key: ${problem}` });
}));

