/*
 * A streaming reader of tar archives, for uploads that are archives (the editing-project
 * importer): POSIX ustar with its name prefix, GNU long names and pax `path`/`size`
 * records, which covers what GNU tar, bsdtar and the api's own writer (ai-post/tar-gz.ts)
 * make. Entries are handed over one at a time with their body as a stream the caller reads
 * or leaves (then it is skipped); nothing is held whole in memory but the headers.
 *
 * Safe by construction: names are checked before anything is done with them (an absolute
 * name, a `..` segment, a backslash or a NUL refuses the whole archive), links are reported
 * as such and never followed, headers must carry a valid checksum, and the archive may hold
 * at most `maxEntries` entries and `maxBytes` bytes in all (a gzip bomb stops there). The
 * reader writes no files: where a body goes is the caller's choice.
 */

const BLOCK = 512;
const CUT_SHORT = 'The archive is cut short';

/** The archive is not a tar archive, is cut short, breaks a limit or names a file unsafely. */
export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

export type TarEntryType = 'file' | 'directory' | 'link' | 'other';

/** An entry of the archive, its name checked (no leading `./`, no trailing slash). */
export interface TarEntry {
  readonly name: string;
  readonly size: number;
  readonly type: TarEntryType;
}

export interface TarLimits {
  /** Entries at most (pax and GNU extension headers count). */
  readonly maxEntries: number;
  /** Bytes of the (uncompressed) archive read at most. */
  readonly maxBytes: number;
}

/**
 * What the visitor answers for an entry: 'stop' ends the reading there (the rest of the
 * archive is not read); anything else goes on with the next entry.
 */
export type TarVisit = 'stop' | void;

/**
 * A checked entry name: `./` and empty segments dropped, directories without their slash.
 * Refuses (TarFormatError) a name that could reach outside the folder it is unpacked to.
 */
export function safeEntryName(raw: string): string {
  if (raw.includes('\0') || raw.includes('\\')) throw new TarFormatError(`The archive names a file unsafely: ${JSON.stringify(raw)}`);
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) throw new TarFormatError(`The archive names a file by an absolute path: ${JSON.stringify(raw)}`);
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) throw new TarFormatError(`The archive names a file outside its folder: ${JSON.stringify(raw)}`);
  return segments.join('/');
}

/** Reads exact byte counts from a stream of chunks, counting every byte against the limit. */
class ByteSource {
  private readonly iterator: AsyncIterator<Buffer | Uint8Array | string>;
  private pending: Buffer = Buffer.alloc(0);
  private consumed = 0;
  private done = false;

  constructor(
    input: AsyncIterable<Buffer | Uint8Array | string>,
    private readonly maxBytes: number,
  ) {
    this.iterator = input[Symbol.asyncIterator]();
  }

  /** Pulls the next chunk into `pending`; false at the end of the input. */
  private async pull(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.consumed += chunk.length;
    if (this.consumed > this.maxBytes) throw new TarFormatError(`The archive unpacks to more than ${this.maxBytes} bytes`);
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    return true;
  }

  /** Exactly `n` bytes; null when the input ended before any of them, an error when it ended among them. */
  async exact(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) {
      if (!(await this.pull())) {
        if (this.pending.length === 0) return null;
        throw new TarFormatError(CUT_SHORT);
      }
    }
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** The next `n` bytes as they arrive. */
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.pending.length === 0 && !(await this.pull())) throw new TarFormatError(CUT_SHORT);
      const part = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }

  /** Passes over `n` bytes. */
  async skip(n: number): Promise<void> {
    for await (const part of this.chunks(n)) void part;
  }

  /** Stops reading the input (a visitor's 'stop', an error). */
  async close(): Promise<void> {
    if (!this.done) {
      this.done = true;
      await this.iterator.return?.();
    }
  }
}

/** A NUL-terminated text field. */
function text(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** A numeric field: octal digits (space or NUL terminated), or base-256 when its first bit is set. */
function numeric(header: Buffer, offset: number, length: number, what: string): number {
  const field = header.subarray(offset, offset + length);
  if (((field[0] ?? 0) & 0x80) !== 0) {
    let value = (field[0] ?? 0) & 0x7f;
    for (const byte of field.subarray(1)) {
      value = value * 256 + byte;
      if (value > Number.MAX_SAFE_INTEGER) throw new TarFormatError(`The archive's ${what} is too large`);
    }
    return value;
  }
  const digits = field.toString('latin1').replace(/[\0 ]+$/, '').trim();
  if (digits === '') return 0;
  if (!/^[0-7]+$/.test(digits)) throw new TarFormatError(`The archive's ${what} is not a number`);
  return parseInt(digits, 8);
}

/** Whether the header's checksum (its bytes summed, the checksum field as spaces) is the one it carries. */
function checksumMatches(header: Buffer): boolean {
  let stored: number;
  try {
    stored = numeric(header, 148, 8, 'checksum');
  } catch {
    return false;
  }
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const byte = i >= 148 && i < 156 ? 0x20 : (header[i] as number);
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  return stored === unsigned || stored === signed;
}

/** The records of a pax extended header (`{length} {key}={value}\n` each). */
function paxRecords(body: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(body.subarray(at, space).toString('ascii'));
    if (!Number.isInteger(length) || length <= 0 || at + length > body.length) throw new TarFormatError('The archive has a malformed pax header');
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) records.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return records;
}

const typeOf = (flag: string): TarEntryType => {
  if (flag === '0' || flag === '\0' || flag === '' || flag === '7') return 'file';
  if (flag === '5') return 'directory';
  if (flag === '1' || flag === '2') return 'link';
  return 'other';
};

/** Extension headers' bodies are read whole: at most this large. */
const EXTENSION_MAX_BYTES = 64 * 1024;

/**
 * Reads a tar archive from `input` (the bytes of the archive, e.g. a gunzip stream), calling
 * `visit` for each entry in order with its body. The body must be read now or never: once
 * `visit` settles, what is left of it is skipped. TarFormatError for anything that is not a
 * well-formed archive within `limits`; `signal` stops the reading between chunks.
 */
export async function readTar(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  visit: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<TarVisit>,
  limits: TarLimits,
  signal?: AbortSignal,
): Promise<void> {
  const source = new ByteSource(input, limits.maxBytes);
  let entries = 0;
  let longName: string | null = null;
  let pax = new Map<string, string>();
  try {
    for (;;) {
      signal?.throwIfAborted();
      const header = await source.exact(BLOCK).catch((err: unknown) => {
        throw entries === 0 && err instanceof TarFormatError && err.message === CUT_SHORT ? new TarFormatError('The file is not a tar archive') : err;
      });
      // The end: two zero blocks (one, or none at all, is taken too).
      if (header === null || header.every((b) => b === 0)) {
        if (entries === 0) throw new TarFormatError('The archive is empty');
        return;
      }
      if (!checksumMatches(header)) throw new TarFormatError(entries === 0 ? 'The file is not a tar archive' : 'The archive has a damaged header');
      if (++entries > limits.maxEntries) throw new TarFormatError(`The archive has more than ${limits.maxEntries} entries`);
      const flag = String.fromCharCode(header[156] as number).replace('\0', '');
      const size = pax.has('size') ? Number(pax.get('size')) : numeric(header, 124, 12, 'entry size');
      if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('The archive has an entry of no valid size');
      const padded = Math.ceil(size / BLOCK) * BLOCK;

      // Extension headers describe the next entry.
      if (flag === 'L' || flag === 'x' || flag === 'g' || flag === 'K') {
        if (size > EXTENSION_MAX_BYTES) throw new TarFormatError('The archive has an oversized extension header');
        const body = (await source.exact(padded)) ?? Buffer.alloc(0);
        if (flag === 'L') longName = text(body, 0, size);
        else if (flag === 'x') pax = paxRecords(body.subarray(0, size));
        continue;
      }

      const ustar = text(header, 257, 6) === 'ustar';
      const prefix = ustar ? text(header, 345, 155) : '';
      const plain = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const name = safeEntryName(pax.get('path') ?? longName ?? plain);
      longName = null;
      pax = new Map();
      const type = typeOf(flag);
      const fileBytes = type === 'file' ? size : 0;
      let given = 0;
      // The body as the visitor reads it (each part leaves the source before it is handed on).
      async function* body(): AsyncGenerator<Buffer> {
        for await (const part of source.chunks(fileBytes - given)) {
          given += part.length;
          yield part;
        }
      }
      const answer = await visit({ name, size: fileBytes, type }, { [Symbol.asyncIterator]: body });
      if (answer === 'stop') return;
      // What the visitor left of the body, and the padding to the next block.
      await source.skip(padded - given);
    }
  } finally {
    await source.close();
  }
}
