import { pipeline, Transform, type Readable } from 'node:stream';
import { assertStorageKey, InvalidStorageKeyError } from './keys';

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
   * quoted there): the SHA-256 of the bytes on the local and in-memory adapters, S3's
   * ETag (without its quotes) there.
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
  /**
   * The exact byte count of a stream body, when known (a file's size, a request's
   * Content-Length): S3 then takes the stream in one request instead of in parts. A
   * stream of another length fails the put.
   */
  readonly size?: number;
}

/** Bytes `start` to `end` of an object, both included (HTTP's Range), within its size. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface GetOptions {
  /** Only these bytes: the body holds `end - start + 1` of them; the info still describes the whole object. */
  readonly range?: ByteRange;
}

/**
 * URLs a store signs itself, for the browser to use without the api in between (S3's
 * presigner). Stores without them (local, in-memory) are reached through the api's signed
 * routes instead (signed-urls.ts).
 */
export interface ObjectPresigner {
  /** A PUT of exactly `size` bytes of `contentType` to `key`, until `expiresAt`. */
  uploadUrl(key: string, grant: { readonly contentType: string; readonly size: number }, signedAt: Date, expiresAt: Date): Promise<string>;
  /** A GET of `key`, until `expiresAt`; with `downloadAs`, served as an attachment of that name. */
  viewUrl(key: string, signedAt: Date, expiresAt: Date, downloadAs?: string): Promise<string>;
}

/** The bytes to store: a buffer, or a stream read to its end (big files are never buffered). */
export type ObjectBody = Uint8Array | Readable;

export interface ObjectStorage {
  /** The store's name in upload tickets and storage locations (001 §7's `bucket`): `local`, `memory` or the S3 bucket. */
  readonly bucket: string;
  /** Present when the store signs URLs itself (S3). */
  readonly presigner?: ObjectPresigner;
  /**
   * Stores (or replaces) the object under `key`; answers its info once it is readable. A
   * put that fails (a stream that errors or ends short) stores nothing and leaves what
   * was there before.
   */
  put(key: string, body: ObjectBody, contentType: string, options?: PutOptions): Promise<ObjectInfo>;
  /** The object's bytes (or `options.range` of them) as a stream with its info, or null when there is none. */
  get(key: string, options?: GetOptions): Promise<StoredObject | null>;
  /** The object's info, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; false when there was none. */
  delete(key: string): Promise<boolean>;
  /**
   * Keys under `prefix` (a folder: ends with `/`), in key order, at most `limit`, after the
   * key `after` when given. A user deletion removes a customer's files a page at a time.
   */
  list(prefix: string, options: ListOptions): Promise<string[]>;
}

/** Which keys `list` answers. */
export interface ListOptions {
  readonly limit: number;
  readonly after?: string;
}

/** The prefix itself when it names a folder of storage keys; else throws InvalidStorageKeyError. */
export function assertStoragePrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new InvalidStorageKeyError('A storage prefix ends with /');
  assertStorageKey(`${prefix}x`);
  return prefix;
}

/** The keys of `sorted` under the list options (sorted: in key order). */
export function pageOfKeys(sorted: readonly string[], options: ListOptions): string[] {
  const start = options.after === undefined ? 0 : sorted.findIndex((k) => k > (options.after as string));
  return start < 0 ? [] : sorted.slice(start, start + Math.max(0, options.limit));
}

/** Thrown when a stream body is longer or shorter than the size given with it. */
export class ObjectSizeMismatchError extends Error {
  override readonly name = 'ObjectSizeMismatchError';
}

/**
 * `body` through a check that it carries at most `max` bytes (and, with `exact`, no fewer):
 * the stream errors as soon as it goes past (with `tooLarge()`) or ends short, so a put
 * of it fails and stores nothing. Never buffers. The check's failure destroys `body` too,
 * unless `keepSource` (an HTTP request, which must live on to carry the refusal).
 */
export function boundedBody(body: Readable, max: number, options: { exact?: boolean; keepSource?: boolean; tooLarge?: () => Error } = {}): Readable {
  let seen = 0;
  const tooLarge = options.tooLarge ?? (() => new ObjectSizeMismatchError(`The body is longer than ${max} bytes`));
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? tooLarge() : null, chunk);
    },
    flush(done) {
      done(options.exact && seen < max ? new ObjectSizeMismatchError(`The body ended after ${seen} of ${max} bytes`) : null);
    },
  });
  if (options.keepSource) {
    // pipe leaves the source alone when the check fails; the source's own failure still
    // reaches the check. Bytes flow as soon as they arrive, so the check may fail before its
    // reader listens: the error is kept as its `errored`, which every reader sees.
    check.on('error', () => undefined);
    body.once('error', (err) => check.destroy(err));
    body.once('close', () => {
      if (!body.readableEnded) check.destroy(new ObjectSizeMismatchError('The body was cut off'));
    });
    body.pipe(check);
  } else {
    // pipeline destroys every stream with the first error, so a reader of `check` sees it.
    pipeline(body, check, () => undefined);
  }
  return check;
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
