import type { Readable } from 'node:stream';

/*
 * The object storage port: where the api keeps files (images, and with the media issue
 * uploads, thumbnails and renditions) under the storage keys of keys.ts. Adapters: the
 * local one (files under the data folder, local-storage.ts), an in-memory one
 * (memory-storage.ts); issue 13 adds S3 and signed URLs on top of the same port.
 * docs/adr/019-object-storage.md.
 */

/** What is known about a stored object without reading it. */
export interface ObjectInfo {
  readonly key: string;
  /** Bytes. */
  readonly size: number;
  /** The Content-Type it was stored with. */
  readonly contentType: string;
  /**
   * An opaque validator that changes whenever the content does (served as the ETag,
   * quoted there): the SHA-256 of the bytes on the local and in-memory adapters.
   */
  readonly etag: string;
  readonly lastModified: Date;
  /** The caller's own metadata given to `put` (S3's x-amz-meta-*). */
  readonly metadata: Readonly<Record<string, string>>;
}

/** An object to read: its info and a stream of its bytes (read it or destroy it). */
export interface StoredObject extends ObjectInfo {
  readonly body: Readable;
}

export interface PutOptions {
  /**
   * Small string metadata stored with the object: lower-case names of letters, digits
   * and dashes, printable ASCII values, 2 KB in all (S3's limit).
   */
  readonly metadata?: Readonly<Record<string, string>>;
}

/** The bytes to store: a buffer, or a stream read to its end (big files are never buffered). */
export type ObjectBody = Uint8Array | Readable;

export interface ObjectStorage {
  /** Stores (or replaces) the object under `key`; answers its info once it is readable. */
  put(key: string, body: ObjectBody, contentType: string, options?: PutOptions): Promise<ObjectInfo>;
  /** The object's bytes as a stream with its info, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's info, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; false when there was none. */
  delete(key: string): Promise<boolean>;
}

/** Thrown for metadata `put` refuses (names, values or total size). */
export class InvalidObjectMetadataError extends Error {
  override readonly name = 'InvalidObjectMetadataError';
}

const METADATA_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const METADATA_VALUE = /^[\x20-\x7e]*$/;
const METADATA_MAX_BYTES = 2048;

/** The metadata as it will be stored; throws InvalidObjectMetadataError when it breaks the rules. */
export function checkedMetadata(metadata: Readonly<Record<string, string>> = {}): Record<string, string> {
  let bytes = 0;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(metadata)) {
    if (!METADATA_NAME.test(name)) throw new InvalidObjectMetadataError(`Invalid metadata name: ${JSON.stringify(name)}`);
    if (typeof value !== 'string' || !METADATA_VALUE.test(value)) throw new InvalidObjectMetadataError(`Invalid metadata value for ${name}`);
    bytes += name.length + value.length;
    out[name] = value;
  }
  if (bytes > METADATA_MAX_BYTES) throw new InvalidObjectMetadataError(`Metadata over ${METADATA_MAX_BYTES} bytes`);
  return out;
}

const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[\x20-\x21\x23-\x7e]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** A Content-Type fit to store and serve back (`type/subtype`, optional parameters). */
export function checkedContentType(contentType: string): string {
  if (contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
    throw new InvalidObjectMetadataError(`Invalid content type: ${JSON.stringify(contentType.slice(0, 200))}`);
  }
  return contentType;
}

const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
};

/** The usual Content-Type of a key's extension; `application/octet-stream` when unknown. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** Reads a stored object whole; null when there is none. For small objects only. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
