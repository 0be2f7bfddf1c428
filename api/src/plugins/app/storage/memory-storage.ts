import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertStorageKey } from './keys';
import {
  checkedContentType,
  checkedMetadata,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';

/**
 * The in-memory adapter: the same contract as the local one, nothing on disk. For tests
 * and throwaway runs that must leave no files (STORAGE_DIR=memory://); what it holds
 * dies with the process.
 */
export class MemoryObjectStorage implements ObjectStorage {
  private readonly objects = new Map<string, { info: ObjectInfo; bytes: Buffer }>();

  async put(key: string, body: ObjectBody, contentType: string, options: PutOptions = {}): Promise<ObjectInfo> {
    assertStorageKey(key);
    const type = checkedContentType(contentType);
    const metadata = checkedMetadata(options.metadata);
    let bytes: Buffer;
    if (body instanceof Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      bytes = Buffer.concat(chunks);
    } else {
      bytes = Buffer.from(body);
    }
    const info: ObjectInfo = {
      key,
      size: bytes.length,
      contentType: type,
      etag: createHash('sha256').update(bytes).digest('hex'),
      lastModified: new Date(),
      metadata,
    };
    this.objects.set(key, { info, bytes });
    return { ...info, metadata: { ...metadata } };
  }

  async get(key: string): Promise<StoredObject | null> {
    const found = this.objects.get(assertStorageKey(key));
    return found ? { ...found.info, metadata: { ...found.info.metadata }, body: Readable.from([found.bytes]) } : null;
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const found = this.objects.get(assertStorageKey(key));
    return found ? { ...found.info, metadata: { ...found.info.metadata } } : null;
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(assertStorageKey(key));
  }

  async delete(key: string): Promise<boolean> {
    return this.objects.delete(assertStorageKey(key));
  }
}
