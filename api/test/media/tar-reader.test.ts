import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { tarGz, tarHeader } from '../../src/plugins/app/ai-post/tar-gz';
import { readTar, safeEntryName, TarFormatError, type TarEntry, type TarVisit } from '../../src/plugins/app/media/tar-reader';

/*
 * The streaming tar reader the editing-project importer reads archives with: ustar (the
 * api's own writer), GNU and pax archives from tar itself; bodies streamed, left or read in
 * part; reading stopped early; unsafe names, damaged or oversized archives refused.
 */

const run = promisify(execFile);
const LIMITS = { maxEntries: 100, maxBytes: 10 * 1024 * 1024 };

/** Every entry with its body as text (or '-' when `skip` says to leave it unread). */
async function listing(input: AsyncIterable<Buffer>, skip: (e: TarEntry) => boolean = () => false, limits = LIMITS): Promise<[string, string, number, string][]> {
  const out: [string, string, number, string][] = [];
  await readTar(
    input,
    async (entry, body) => {
      let text = '-';
      if (!skip(entry)) {
        const parts: Buffer[] = [];
        for await (const part of body) parts.push(part);
        text = Buffer.concat(parts).toString('utf8');
      }
      out.push([entry.name, entry.type, entry.size, text]);
    },
    limits,
  );
  return out;
}

/** A tar (not gzipped) of blocks: headers and bodies padded to 512 bytes, then the end. */
function rawTar(entries: readonly { name: string; body: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { name, body } of entries) {
    const bytes = Buffer.from(body);
    blocks.push(tarHeader(name, bytes.length, 0), bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

async function* chunked(bytes: Buffer, size = 100): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const refusal = (input: AsyncIterable<Buffer>, limits = LIMITS, visit: (e: TarEntry, b: AsyncIterable<Buffer>) => Promise<TarVisit> = async () => undefined) =>
  readTar(input, visit, limits).then(
    () => null,
    (e: Error) => e,
  );

describe('the tar reader', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tar-reader-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads what the api’s own writer packs, long names included, in small chunks', async () => {
    const long = `${'folder-'.repeat(20)}/${'name-'.repeat(15)}.txt`;
    await writeFile(join(dir, 'a.txt'), 'alpha');
    await writeFile(join(dir, 'b.txt'), 'b'.repeat(1500));
    const archive = tarGz(
      [
        { name: 'p/a.txt', file: join(dir, 'a.txt') },
        { name: long, file: join(dir, 'b.txt') },
      ],
      new Date(),
    );
    expect(await listing(archive.pipe(createGunzip()))).toEqual([
      ['p/a.txt', 'file', 5, 'alpha'],
      [long, 'file', 1500, 'b'.repeat(1500)],
    ]);
  });

  it('reads GNU and pax archives made by tar, reporting folders and links without following them', async () => {
    const root = join(dir, 'tree');
    const deep = join(root, 'x'.repeat(120));
    await mkdir(deep, { recursive: true });
    await writeFile(join(deep, `${'long-'.repeat(25)}.txt`), 'deep');
    await writeFile(join(root, 'plain.txt'), 'plain');
    await symlink('/etc/passwd', join(root, 'link'));
    for (const format of ['gnu', 'pax', 'ustar']) {
      const archive = join(dir, `tree-${format}.tar`);
      // ustar cannot hold the 250-byte name: that archive leaves the deep file out.
      const names = format === 'ustar' ? ['plain.txt', 'link'] : ['plain.txt', 'link', 'x'.repeat(120)];
      await run('tar', [`--format=${format}`, '-C', root, '-cf', archive, ...names]);
      const entries = await listing(createReadStream(archive));
      expect(entries).toContainEqual(['plain.txt', 'file', 5, 'plain']);
      expect(entries).toContainEqual(['link', 'link', 0, '']);
      if (format !== 'ustar') {
        expect(entries).toContainEqual(['x'.repeat(120), 'directory', 0, '']);
        expect(entries).toContainEqual([`${'x'.repeat(120)}/${'long-'.repeat(25)}.txt`, 'file', 4, 'deep']);
      }
    }
  });

  it('skips the bodies a visitor leaves, whole or in part, and stops when asked', async () => {
    const tar = rawTar([
      { name: 'one', body: '1'.repeat(700) },
      { name: 'two', body: 'second' },
      { name: 'three', body: 'third' },
    ]);
    expect(await listing(chunked(tar), (e) => e.name === 'one')).toEqual([
      ['one', 'file', 700, '-'],
      ['two', 'file', 6, 'second'],
      ['three', 'file', 5, 'third'],
    ]);
    const seen: string[] = [];
    await readTar(
      chunked(tar, 64),
      async (entry, body) => {
        // Read the first part of the body only.
        for await (const part of body) {
          seen.push(`${entry.name}:${part.toString().slice(0, 3)}`);
          break;
        }
        return entry.name === 'two' ? 'stop' : undefined;
      },
      LIMITS,
    );
    expect(seen).toEqual(['one:111', 'two:sec']);
  });

  it('refuses names that reach outside the folder, before the visitor sees them', async () => {
    for (const name of ['../escape', 'a/../../escape', 'a/b/../../../escape', '/etc/passwd', 'C:/Windows/x', 'a\\..\\b']) {
      const visited: string[] = [];
      const err = await refusal(chunked(rawTar([{ name: 'fine.txt', body: 'ok' }, { name, body: 'x' }])), LIMITS, async (e) => void visited.push(e.name));
      expect(err).toBeInstanceOf(TarFormatError);
      expect(visited).toEqual(['fine.txt']);
    }
    expect(safeEntryName('./a//b/./c/')).toBe('a/b/c');
    expect(safeEntryName('a/../b'.replace('..', 'x'))).toBe('a/x/b');
    expect(() => safeEntryName('a/../b')).toThrow('outside its folder');
  });

  it('refuses what is no tar archive, a damaged or cut-short one, and one over its limits', async () => {
    const tar = rawTar([
      { name: 'one', body: 'x'.repeat(2000) },
      { name: 'two', body: 'y' },
    ]);
    expect((await refusal(chunked(Buffer.from('just text, no archive '.repeat(40)))))?.message).toBe('The file is not a tar archive');
    expect((await refusal(chunked(Buffer.from('short'))))?.message).toBe('The file is not a tar archive');
    expect((await refusal(chunked(Buffer.alloc(1024))))?.message).toBe('The archive is empty');
    expect((await refusal(chunked(tar.subarray(0, 1000))))?.message).toBe('The archive is cut short');
    const damaged = Buffer.from(tar);
    damaged[512 * 5 + 10] = 0x41; // the second header's name
    expect((await refusal(chunked(damaged)))?.message).toBe('The archive has a damaged header');
    expect((await refusal(chunked(tar), { maxEntries: 1, maxBytes: LIMITS.maxBytes }))?.message).toBe('The archive has more than 1 entries');
    expect((await refusal(chunked(tar), { maxEntries: 10, maxBytes: 2048 }))?.message).toBe('The archive unpacks to more than 2048 bytes');
  });

  it('reads the bytes of a real file from a gzip stream', async () => {
    const file = join(dir, 'data.bin');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await writeFile(file, bytes);
    let read: Buffer | null = null;
    await readTar(
      tarGz([{ name: 'data.bin', file }], new Date()).pipe(createGunzip()),
      async (_, body) => {
        const parts: Buffer[] = [];
        for await (const part of body) parts.push(part);
        read = Buffer.concat(parts);
      },
      LIMITS,
    );
    expect(read).toEqual(await readFile(file));
  });
});
