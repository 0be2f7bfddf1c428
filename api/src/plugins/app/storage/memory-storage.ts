import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertStorageKey } from './keys';
import {
  assertStoragePrefix,
  boundedBody,
  checkedContentType,
  checkedMetadata,
  pageOfKeys,
  type GetOptions,
  type ListOptions,
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
  readonly bucket = 'memory';
  private readonly objects = new Map<string, { info: ObjectInfo; bytes: Buffer }>();

  async put(key: string, body: ObjectBody, contentType: string, options: PutOptions = {}): Promise<ObjectInfo> {
    assertStorageKey(key);
    const type = checkedContentType(contentType);
    const metadata = checkedMetadata(options.metadata);
    let bytes: Buffer;
    if (body instanceof Readable) {
      const chunks: Buffer[] = [];
      const source = options.size === undefined ? body : boundedBody(body, options.size, { exact: true });
      for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
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

  async get(key: string, options: GetOptions = {}): Promise<StoredObject | null> {
    const found = this.objects.get(assertStorageKey(key));
    if (!found) return null;
    const { range } = options;
    const bytes = range ? found.bytes.subarray(range.start, range.end + 1) : found.bytes;
    return { ...found.info, metadata: { ...found.info.metadata }, body: Readable.from([bytes]) };
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

  async list(prefix: string, options: ListOptions): Promise<string[]> {
    assertStoragePrefix(prefix);
    return pageOfKeys([...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort(), options);
  }
}
