import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/** A regular file of a tar archive: its name and its bytes. */
export interface TarFile {
  readonly name: string;
  readonly content: Buffer;
}

const BLOCK = 512;

/** A NUL-terminated text field of a header. */
const text = (header: Buffer, offset: number, length: number): string => {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

/**
 * The regular files of a .tar.gz (POSIX ustar: names with their prefix field; GNU long
 * names and pax headers are read too), in their order. Small archives only: all is read
 * into memory.
 */
export async function tarGzFiles(file: string): Promise<TarFile[]> {
  return tarGzEntries(await readFile(file));
}

/** The regular files of a .tar.gz held in memory (as `tarGzFiles` reads them). */
export function tarGzEntries(gz: Buffer): TarFile[] {
  const tar = gunzipSync(gz);
  const files: TarFile[] = [];
  let longName: string | null = null;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = text(header, 156, 1) || '0';
    const content = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      longName = content.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    if (type === 'x') {
      const path = /\d+ path=([^\n]*)\n/.exec(content.toString('utf8'));
      if (path?.[1]) longName = path[1];
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = null;
    if (type === '0') files.push({ name, content: Buffer.from(content) });
  }
  return files;
}
