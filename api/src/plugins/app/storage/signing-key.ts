import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEMORY_STORAGE_DIR, STORAGE_SIGNING_SECRET_MIN_LENGTH, type AppConfig } from '../../../config';

/**
 * The file the local store keeps its generated signing secret in, beside `.meta/` and
 * `.tmp/`: no storage key starts with a dot, so no route can name it.
 */
export const SECRET_FILE = '.secret';

/** Where the key of the api's storage URLs came from (logged at start, never the key). */
export type SigningKeySource = 'setting' | 'file' | 'process';

let processSecret: string | null = null;

const derive = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'api/storage-urls', 32));

/** The secret in `<dir>/.secret`, written there (mode 600) by the first process that needs one. */
async function secretInFolder(dir: string): Promise<string> {
  const file = join(dir, SECRET_FILE);
  try {
    await mkdir(dir, { recursive: true });
    // 'wx': of two processes starting together, one writes and the other reads what it wrote.
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < STORAGE_SIGNING_SECRET_MIN_LENGTH) {
    throw new Error(`${file} holds no signing secret (${STORAGE_SIGNING_SECRET_MIN_LENGTH} characters or more); delete it to make a new one`);
  }
  return secret;
}

/**
 * The key the api signs its storage URLs with (docs/adr/023): from STORAGE_SIGNING_SECRET
 * when set (the same on every api process); else from a secret generated once and kept
 * in `<STORAGE_DIR>/.secret`, so URLs outlive a restart; for an in-memory store a random
 * one for the life of the process, like the objects themselves.
 */
export async function storageSigningKey(config: Pick<AppConfig, 'storageDir' | 'storageSigningSecret'>): Promise<{ key: Buffer; source: SigningKeySource }> {
  if (config.storageSigningSecret !== null) return { key: derive(config.storageSigningSecret), source: 'setting' };
  if (config.storageDir === MEMORY_STORAGE_DIR) {
    processSecret ??= randomBytes(32).toString('base64url');
    return { key: derive(processSecret), source: 'process' };
  }
  return { key: derive(await secretInFolder(config.storageDir)), source: 'file' };
}
