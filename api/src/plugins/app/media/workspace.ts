import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectInfo, ObjectStorage, PutOptions } from '../storage';

/*
 * ffmpeg needs seekable files: a job copies the stored object to a folder of its own under
 * the system's temp folder, streams (never buffers) what it makes back to storage, and
 * removes the folder whatever happens.
 */

/** Runs `work` with a fresh temp folder, removed afterwards. */
export async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies the object under `key` to `file`; its info, or null when nothing is stored there. */
export async function downloadTo(storage: ObjectStorage, key: string, file: string): Promise<ObjectInfo | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const { body, ...info } = object;
  await pipeline(body, createWriteStream(file));
  return info;
}

/** Stores a local file under `key`, streamed. */
export function uploadFrom(storage: ObjectStorage, key: string, file: string, contentType: string, options?: PutOptions): Promise<ObjectInfo> {
  return storage.put(key, createReadStream(file), contentType, options);
}
