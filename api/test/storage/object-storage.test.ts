import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import {
  InvalidObjectMetadataError,
  InvalidStorageKeyError,
  LocalObjectStorage,
  MemoryObjectStorage,
  ObjectSizeMismatchError,
  S3ObjectStorage,
  objectStorageFor,
  readObject,
  storageKeyProblem,
  storageVisibility,
  type ObjectStorage,
} from '../../src/plugins/app/storage';
import { testConfig } from '../helpers';
import { startS3Server } from '../support/s3-server';

const sha256 = (b: Buffer | string): string => createHash('sha256').update(b).digest('hex');

describe('storage keys', () => {
  it.each([
    'public/defaults/shot-1.png',
    'protected/reels/2026/06/01/ab12_cd.mp4',
    'private/ap-southeast-2_abc-123/uploads/clip(1).mov',
    'public/a',
  ])('accepts %s', (key) => {
    expect(storageKeyProblem(key)).toBeNull();
  });

  it.each([
    ['is empty', ''],
    ['must start with', 'uploads/a.png'],
    ['must start with', '/public/a.png'],
    ['must start with', 'Public/a.png'],
    ['empty segment', 'public/'],
    ['empty segment', 'public//a.png'],
    ['empty segment', 'public/a/'],
    ['".."', 'public/../private/x/y.png'],
    ['".."', 'public/./a.png'],
    ['character', 'public/a\\..\\b.png'],
    ['character', 'public/a b.png'],
    ['character', 'public/%2e%2e/a.png'],
    ['character', 'public/a\0.png'],
    ['character', 'public/é.png'],
    ['private/{identity}/{name}', 'private/only-identity'],
    ['longer than 255', `public/${'a'.repeat(256)}`],
    ['longer than 1024', `public/${'a/'.repeat(600)}b`],
  ])('refuses a key: %s', (problem, key) => {
    expect(storageKeyProblem(key)).toContain(problem);
  });

  it('tells who may read a key', () => {
    expect(storageVisibility('public/a.png')).toBe('public');
    expect(storageVisibility('protected/a.png')).toBe('protected');
    expect(storageVisibility('private/id-1/a.png')).toBe('private');
    expect(() => storageVisibility('public/../a')).toThrow(InvalidStorageKeyError);
  });
});

/** The port's contract, the same for every adapter; `etag` says what an adapter's ETag is made of. */
function describeContract(
  name: string,
  make: () => Promise<{ storage: ObjectStorage; cleanup: () => Promise<void> }>,
  etag: (bytes: Buffer) => string | RegExp = sha256,
): void {
  describe(`${name}: the ObjectStorage contract`, () => {
    let storage: ObjectStorage;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, cleanup } = await make());
    });
    afterEach(() => cleanup());
    const etagOf = (bytes: Buffer): unknown => {
      const expected = etag(bytes);
      return typeof expected === 'string' ? expected : expect.stringMatching(expected);
    };

    it('puts, stats, reads back and deletes an object', async () => {
      const bytes = Buffer.from('a tiny png, honestly');
      // Whole seconds: S3 keeps Last-Modified to the second.
      const before = Math.floor(Date.now() / 1000) * 1000;
      const put = await storage.put('public/demo/a.png', bytes, 'image/png', { metadata: { 'source-sha256': 'abc' } });
      expect(put).toMatchObject({ key: 'public/demo/a.png', size: bytes.length, contentType: 'image/png', etag: etagOf(bytes), metadata: { 'source-sha256': 'abc' } });
      expect(put.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);

      expect(await storage.exists('public/demo/a.png')).toBe(true);
      expect(await storage.stat('public/demo/a.png')).toEqual(put);
      const got = await storage.get('public/demo/a.png');
      expect(got).toMatchObject({ size: bytes.length, contentType: 'image/png', etag: etagOf(bytes) });
      got?.body.destroy();
      expect(await readObject(storage, 'public/demo/a.png')).toEqual(bytes);

      expect(await storage.delete('public/demo/a.png')).toBe(true);
      expect(await storage.exists('public/demo/a.png')).toBe(false);
      expect(await storage.stat('public/demo/a.png')).toBeNull();
      expect(await storage.get('public/demo/a.png')).toBeNull();
      expect(await storage.delete('public/demo/a.png')).toBe(false);
    });

    it('lists the keys under a folder in key order, a page at a time, and nothing outside it', async () => {
      const inside = ['private/id-1/a/1.txt', 'private/id-1/a/2.txt', 'private/id-1/b/c/3.txt', 'private/id-1/z.txt'];
      for (const key of [...inside, 'private/id-10/x.txt', 'private/id-2/y.txt', 'public/id-1/z.txt']) await storage.put(key, Buffer.from(key), 'text/plain');
      expect(await storage.list('private/id-1/', { limit: 100 })).toEqual(inside);
      expect(await storage.list('private/id-1/', { limit: 2 })).toEqual(inside.slice(0, 2));
      expect(await storage.list('private/id-1/', { limit: 2, after: 'private/id-1/a/2.txt' })).toEqual(inside.slice(2, 4));
      expect(await storage.list('private/id-1/b/', { limit: 100 })).toEqual(['private/id-1/b/c/3.txt']);
      expect(await storage.list('private/id-3/', { limit: 100 })).toEqual([]);
      await expect(storage.list('private/id-1', { limit: 1 })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.list('private/../', { limit: 1 })).rejects.toThrow(InvalidStorageKeyError);
    });

    it('answers null and false for what was never stored, and a "folder" is no object', async () => {
      expect(await storage.stat('protected/none.mp4')).toBeNull();
      expect(await storage.get('private/id-1/none.mp4')).toBeNull();
      expect(await storage.exists('public/none.png')).toBe(false);
      await storage.put('public/dir/inner.txt', Buffer.from('x'), 'text/plain');
      expect(await storage.exists('public/dir')).toBe(false);
      expect(await storage.get('public/dir')).toBeNull();
    });

    it('replaces an object whole, with a new etag', async () => {
      const first = await storage.put('protected/x.json', Buffer.from('{"v":1}'), 'application/json');
      const second = await storage.put('protected/x.json', Buffer.from('{"v":22}'), 'application/json; charset=utf-8');
      expect(second.etag).not.toBe(first.etag);
      expect(await storage.stat('protected/x.json')).toMatchObject({ size: 8, contentType: 'application/json; charset=utf-8' });
      expect((await readObject(storage, 'protected/x.json'))?.toString()).toBe('{"v":22}');
    });

    it('takes a stream as the body, with or without its size', async () => {
      const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
      const whole = Buffer.concat(chunks);
      const info = await storage.put('private/id-1/big.bin', Readable.from(chunks), 'application/octet-stream');
      expect(info).toMatchObject({ size: whole.length, etag: etagOf(whole) });
      expect((await readObject(storage, 'private/id-1/big.bin'))?.equals(whole)).toBe(true);
      const sized = await storage.put('private/id-1/sized.bin', Readable.from(chunks), 'application/octet-stream', { size: whole.length });
      expect(sized).toMatchObject({ size: whole.length, etag: etagOf(whole) });
      expect((await readObject(storage, 'private/id-1/sized.bin'))?.equals(whole)).toBe(true);
      const empty = await storage.put('private/id-1/empty.bin', Readable.from([]), 'application/octet-stream');
      expect(empty.size).toBe(0);
      expect(await readObject(storage, 'private/id-1/empty.bin')).toEqual(Buffer.alloc(0));
    });

    it('reads a range of bytes, the info still of the whole object', async () => {
      const bytes = Buffer.from('0123456789abcdef');
      await storage.put('protected/range.txt', bytes, 'text/plain');
      const part = await storage.get('protected/range.txt', { range: { start: 3, end: 6 } });
      expect(part).toMatchObject({ size: 16, contentType: 'text/plain' });
      const chunks: Buffer[] = [];
      for await (const chunk of part!.body) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe('3456');
      const tail = await storage.get('protected/range.txt', { range: { start: 15, end: 15 } });
      const last: Buffer[] = [];
      for await (const chunk of tail!.body) last.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(last).toString()).toBe('f');
    });

    it('stores nothing, and keeps what was there, when a stream fails or is not the size given', async () => {
      const failing = (): Readable => {
        let sent = false;
        return new Readable({
          read() {
            if (sent) this.destroy(new Error('client went away'));
            else this.push(Buffer.alloc(1024, 1));
            sent = true;
          },
        });
      };
      await expect(storage.put('public/half.bin', failing(), 'application/octet-stream')).rejects.toThrow('client went away');
      await expect(storage.put('public/half.bin', failing(), 'application/octet-stream', { size: 4096 })).rejects.toThrow();
      await expect(storage.put('public/half.bin', Readable.from([Buffer.alloc(10)]), 'application/octet-stream', { size: 11 })).rejects.toThrow(ObjectSizeMismatchError);
      await expect(storage.put('public/half.bin', Readable.from([Buffer.alloc(12)]), 'application/octet-stream', { size: 11 })).rejects.toThrow(ObjectSizeMismatchError);
      expect(await storage.exists('public/half.bin')).toBe(false);

      await storage.put('public/kept.bin', Buffer.from('kept'), 'application/octet-stream');
      await expect(storage.put('public/kept.bin', failing(), 'application/octet-stream')).rejects.toThrow('client went away');
      expect((await readObject(storage, 'public/kept.bin'))?.toString()).toBe('kept');
    });

    it('refuses invalid keys, content types and metadata, storing nothing', async () => {
      for (const key of ['public/../private/id/a.png', '/etc/passwd', 'public//a', 'tmp/a.png', 'public/a b']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.stat(key)).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      }
      await expect(storage.put('public/a.png', Buffer.from('x'), 'image/png\r\nx-evil: 1')).rejects.toThrow(InvalidObjectMetadataError);
      await expect(storage.put('public/a.png', Buffer.from('x'), 'image/png', { metadata: { 'Bad Name': 'x' } })).rejects.toThrow(InvalidObjectMetadataError);
      await expect(storage.put('public/a.png', Buffer.from('x'), 'image/png', { metadata: { ok: 'line\nbreak' } })).rejects.toThrow(InvalidObjectMetadataError);
      await expect(storage.put('public/a.png', Buffer.from('x'), 'image/png', { metadata: { big: 'x'.repeat(3000) } })).rejects.toThrow(InvalidObjectMetadataError);
      expect(await storage.exists('public/a.png')).toBe(false);
    });
  });
}

const tempDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'storage-test-'));

describeContract('local adapter', async () => {
  const dir = await tempDir();
  return { storage: new LocalObjectStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
});
describeContract('in-memory adapter', async () => ({ storage: new MemoryObjectStorage(), cleanup: async () => undefined }));
// A server of its own for each test, so each starts from an empty bucket. S3's ETag is the MD5 of the bytes.
describeContract(
  'S3 adapter (s3rver)',
  async () => {
    const server = await startS3Server();
    const storage = new S3ObjectStorage(server.settings);
    return {
      storage,
      cleanup: async () => {
        storage.destroy();
        await server.close();
      },
    };
  },
  (bytes) => createHash('md5').update(bytes).digest('hex'),
);

describe('local adapter on disk', () => {
  let dir: string;
  let storage: LocalObjectStorage;
  beforeEach(async () => {
    dir = await tempDir();
    storage = new LocalObjectStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("keeps the bytes at the key's path and leaves no temporary file behind", async () => {
    await storage.put('public/defaults/shot-1.png', Buffer.from('png'), 'image/png');
    expect(await readFile(join(dir, 'public/defaults/shot-1.png'), 'utf8')).toBe('png');
    expect(JSON.parse(await readFile(join(dir, '.meta/public/defaults/shot-1.png.json'), 'utf8'))).toMatchObject({ contentType: 'image/png', size: 3 });
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('serves a file put there by hand with the type of its extension', async () => {
    await mkdir(join(dir, 'public/manual'), { recursive: true });
    await writeFile(join(dir, 'public/manual/photo.jpg'), 'jpeg bytes');
    const info = await storage.stat('public/manual/photo.jpg');
    expect(info).toMatchObject({ size: 10, contentType: 'image/jpeg', metadata: {} });
    expect(info?.etag).toMatch(/^[0-9a-f]+-[0-9a-f]+$/);
    await writeFile(join(dir, 'public/manual/blob'), 'x');
    expect((await storage.stat('public/manual/blob'))?.contentType).toBe('application/octet-stream');
  });

  it('leaves nothing when a streamed body fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('public/half.bin', failing, 'application/octet-stream')).rejects.toThrow('client went away');
    expect(await storage.exists('public/half.bin')).toBe(false);
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('never reads or writes outside its root, whatever the key', async () => {
    await writeFile(join(dir, 'secret.txt'), 'secret');
    await expect(storage.get('public/../secret.txt')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.put('public/../../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('objectStorageFor', () => {
  it('shares one store per folder, in memory for memory://, on disk otherwise', async () => {
    const memory = testConfig({ STORAGE_DIR: 'memory://' });
    expect(objectStorageFor(memory)).toBeInstanceOf(MemoryObjectStorage);
    expect(objectStorageFor(testConfig({ STORAGE_DIR: 'memory://' }))).toBe(objectStorageFor(memory));
    const dir = await tempDir();
    try {
      const local = objectStorageFor(testConfig({ STORAGE_DIR: dir }));
      expect(local).toBeInstanceOf(LocalObjectStorage);
      expect((local as LocalObjectStorage).root).toBe(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is the S3 bucket when S3_BUCKET is set, one per bucket', async () => {
    const env = { S3_BUCKET: 'portal-media', S3_REGION: 'ap-southeast-2', S3_ENDPOINT: 'http://127.0.0.1:1', S3_FORCE_PATH_STYLE: 'true' };
    const s3 = objectStorageFor(testConfig(env));
    expect(s3).toBeInstanceOf(S3ObjectStorage);
    expect(s3.bucket).toBe('portal-media');
    expect(objectStorageFor(testConfig(env))).toBe(s3);
    expect(objectStorageFor(testConfig({ ...env, S3_BUCKET: 'other-bucket' }))).not.toBe(s3);
  });

  it('puts an in-memory database\'s objects under the temp folder, and a real one\'s under .data/storage', () => {
    expect(testConfig().storageDir.startsWith(tmpdir())).toBe(true);
    expect(testConfig({ DATA_DIR: '/srv/portal/pglite' }).storageDir).toMatch(/[/\\]\.data[/\\]storage$/);
  });
});
