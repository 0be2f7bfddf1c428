import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/*
 * output.tar.gz (002 §7 getKdenFile): a gzip-compressed POSIX ustar archive, written as a
 * stream (a file is read from disk while the archive goes to storage; nothing is held in
 * memory whole). Regular files only, owned by root, mode 0644; names up to 255 bytes (the
 * ustar name and prefix fields), which is all the editing project's fixed names need.
 */

const BLOCK = 512;

/** A file to put in the archive: its name there and where it is on disk. */
export interface TarEntry {
  readonly name: string;
  readonly file: string;
}

/** An octal field of `length` bytes: digits, then a NUL. */
function octal(value: number, length: number): string {
  const digits = Math.floor(value).toString(8);
  if (digits.length > length - 1) throw new RangeError(`${value} does not fit a tar field of ${length} bytes`);
  return `${digits.padStart(length - 1, '0')}\0`;
}

/** Splits a name into ustar's prefix (up to 155 bytes) and name (up to 100), at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base.length > 0) return { prefix, base };
  }
  throw new RangeError(`${name} is too long for a tar name`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtimeSeconds: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  const put = (text: string, offset: number): void => void header.write(text, offset, 'utf8');
  put(base, 0);
  put(octal(0o644, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtimeSeconds, 12), 136);
  // The checksum is summed with its own field as spaces.
  put('        ', 148);
  put('0', 156);
  put('ustar\0', 257);
  put('00', 263);
  put('root', 265);
  put('root', 297);
  put(prefix, 345);
  let sum = 0;
  for (const byte of header) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(entries: readonly TarEntry[], mtimeSeconds: number): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const { size } = await stat(entry.file);
    yield tarHeader(entry.name, size, mtimeSeconds);
    let written = 0;
    for await (const chunk of createReadStream(entry.file)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== size) throw new Error(`${entry.file} changed while it was archived`);
    yield padding(size);
  }
  // Two zero blocks end the archive.
  yield Buffer.alloc(2 * BLOCK);
}

/**
 * The entries as a .tar.gz stream. A file that cannot be read fails the stream (so a
 * storage put of it fails and stores nothing).
 */
export function tarGz(entries: readonly TarEntry[], mtime: Date): Readable {
  const out = new PassThrough();
  pipeline(Readable.from(tarStream(entries, Math.floor(mtime.getTime() / 1000))), createGzip(), out).catch((err: unknown) => out.destroy(err as Error));
  return out;
}
