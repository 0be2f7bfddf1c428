import type { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { ObjectInfo, ObjectStorage, StoredObject } from '../storage';

/*
 * A zip written straight into the object store (docs/adr/028): yazl streams each entry's
 * bytes from its stored object into the zip, and the zip into the store's put, one entry
 * at a time; backpressure reaches from the store's upload back to the object being read,
 * so no file is ever held whole in memory, whatever its size. Media is stored as it is
 * (videos, images and audio are compressed already); text (subtitles) is deflated.
 */

export const ZIP_CONTENT_TYPE = 'application/zip';

/** Adds entries to the zip under way. */
export interface ZipWriter {
  /** Streams the object into the zip as `name`; resolves once its bytes are read (the next entry may follow). */
  add(object: StoredObject, name: string): Promise<void>;
}

const deflates = (contentType: string): boolean => /^text\/|^application\/(json|x-subrip)|vtt/i.test(contentType);

/**
 * Stores the zip that `fill` writes under `key`; answers the stored object's info. When
 * `fill` throws, an entry's object fails, the store refuses, or `signal` aborts, the put is
 * made to fail (nothing is stored, what was there stays) and that error is thrown.
 */
export async function storeZip(storage: ObjectStorage, key: string, signal: AbortSignal, fill: (zip: ZipWriter) => Promise<void>): Promise<ObjectInfo> {
  const zip = new ZipFile();
  // yazl's output is a PassThrough (its types say only NodeJS.ReadableStream).
  const output = zip.outputStream as PassThrough;
  let rejectFailure: (err: unknown) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    rejectFailure = reject;
  });
  // Seen by whichever wait is under way; never unhandled when nothing waits.
  failure.catch(() => undefined);
  const fail = (err: unknown): void => {
    rejectFailure(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);
  const onAbort = (): void => fail(signal.reason);
  if (signal.aborted) throw signal.reason;
  signal.addEventListener('abort', onAbort, { once: true });
  const put = storage.put(key, output, ZIP_CONTENT_TYPE);
  put.catch(fail);

  const writer: ZipWriter = {
    async add(object, name) {
      const body = object.body;
      zip.addReadStream(body, name, { compress: deflates(object.contentType), mtime: object.lastModified, size: object.size });
      try {
        await Promise.race([finished(body), failure]);
      } catch (err) {
        body.destroy();
        fail(err);
        throw err;
      }
    },
  };

  try {
    await fill(writer);
    zip.end();
    return await Promise.race([put, failure]);
  } catch (err) {
    fail(err);
    // The put settles once its stream has failed: nothing half-written stays behind.
    await put.catch(() => undefined);
    throw err;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
