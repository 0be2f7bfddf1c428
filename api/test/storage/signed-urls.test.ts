import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { ApiError } from '../../src/plugins/app/errors';
import { MemoryObjectStorage, S3ObjectStorage, StorageUrlSigner, StorageUrls, type StorageGrant } from '../../src/plugins/app/storage';
import { SECRET_FILE, storageSigningKey } from '../../src/plugins/app/storage/signing-key';

const KEY = Buffer.alloc(32, 7);
const PUBLIC_URL = 'https://api.example.test';

describe('StorageUrlSigner', () => {
  const signer = new StorageUrlSigner(KEY, PUBLIC_URL);
  const put: StorageGrant = { method: 'PUT', key: 'private/id-1/uploads/a.mp4', expires: 2_000_000_000, contentType: 'video/mp4', maxBytes: 1000 };
  const get: StorageGrant = { method: 'GET', key: 'private/id-1/uploads/a.mp4', expires: 2_000_000_000 };
  const now = 1_999_999_000;

  it('accepts its own signature until the grant expires, then calls it expired', () => {
    expect(signer.check(put, signer.signature(put), now)).toBe('valid');
    expect(signer.check(get, signer.signature(get), now)).toBe('valid');
    expect(signer.check(get, signer.signature(get), 2_000_000_000)).toBe('expired');
    expect(signer.check(get, signer.signature(get), 2_100_000_000)).toBe('expired');
  });

  it.each<[string, StorageGrant]>([
    ['another key', { ...put, key: 'private/id-2/uploads/a.mp4' }],
    ['a later expiry', { ...put, expires: put.expires + 1 }],
    ['another content type', { ...put, contentType: 'video/webm' }],
    ['more bytes', { ...put, maxBytes: 1001 }],
    ['another method', { method: 'GET', key: put.key, expires: put.expires }],
    ['a playlist', { method: 'PLAYLIST', key: put.key, expires: put.expires }],
  ])('refuses a signature for a grant changed to %s', (_what, changed) => {
    expect(signer.check(changed, signer.signature(put), now)).toBe('invalid');
  });

  it('refuses a signature changed, cut short or of another key; a forged grant is invalid even when expired', () => {
    const signature = signer.signature(put);
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expect(signer.check(put, flipped, now)).toBe('invalid');
    expect(signer.check(put, signature.slice(1), now)).toBe('invalid');
    expect(signer.check(put, '', now)).toBe('invalid');
    expect(signer.check(put, new StorageUrlSigner(Buffer.alloc(32, 8), PUBLIC_URL).signature(put), now)).toBe('invalid');
    expect(signer.check(put, flipped, 2_100_000_000)).toBe('invalid');
  });

  it('builds URLs on the public URL: the key as the path, the grant in the query', () => {
    const url = new URL(signer.url({ ...put, key: 'private/id-1/uploads/clip(1)+b=c,d@e.mp4' }));
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe('/storage/signed/private/id-1/uploads/clip(1)%2Bb%3Dc%2Cd%40e.mp4');
    expect(Object.fromEntries(url.searchParams)).toEqual({ expires: '2000000000', contentType: 'video/mp4', maxBytes: '1000', signature: expect.any(String) });
    expect(Object.keys(Object.fromEntries(new URL(signer.url(get)).searchParams))).toEqual(['expires', 'signature']);
    expect(new URL(signer.url({ method: 'PLAYLIST', key: 'protected/hls/index.m3u8', expires: 1 })).pathname).toBe('/storage/signed-playlist/protected/hls/index.m3u8');
    expect(() => signer.url({ ...get, key: 'private/../etc' })).toThrow('Invalid storage key');
  });
});

describe('StorageUrls', () => {
  let nowMs = Date.UTC(2026, 5, 1, 12, 0, 0, 500);
  const clock = { now: () => nowMs };
  const urls = new StorageUrls(new StorageUrlSigner(KEY, PUBLIC_URL), new MemoryObjectStorage(), clock);

  it('signs uploads and views with the api\'s routes when the store signs none itself, to the whole second', async () => {
    const upload = await urls.upload('private/id-1/a.png', { contentType: 'image/png', size: 20 }, 900);
    expect(upload).toEqual({ url: expect.stringContaining(`${PUBLIC_URL}/storage/signed/private/id-1/a.png?`), method: 'PUT', headers: { 'Content-Type': 'image/png' }, expiresAt: new Date(Date.UTC(2026, 5, 1, 12, 15, 0)) });
    expect(new URL(upload.url).searchParams.get('maxBytes')).toBe('20');
    const view = await urls.view('protected/a.png', 3600);
    expect(view.expiresAt).toEqual(new Date(Date.UTC(2026, 5, 1, 13, 0, 0)));
  });

  it('verifies a request: nothing when valid, 403 SIGNATURE_INVALID or SIGNATURE_EXPIRED else', async () => {
    const grant: StorageGrant = { method: 'GET', key: 'protected/a.png', expires: Math.floor(nowMs / 1000) + 60 };
    const signature = new URL(urls.signer.url(grant)).searchParams.get('signature') ?? '';
    expect(() => urls.verify(grant, signature)).not.toThrow();
    const refusal = (s: string | undefined): unknown => {
      try {
        urls.verify(grant, s);
        return null;
      } catch (err) {
        return err instanceof ApiError ? { status: err.status, code: err.code } : err;
      }
    };
    expect(refusal(undefined)).toEqual({ status: 403, code: 'SIGNATURE_INVALID' });
    expect(refusal('x')).toEqual({ status: 403, code: 'SIGNATURE_INVALID' });
    nowMs += 60_000;
    expect(refusal(signature)).toEqual({ status: 403, code: 'SIGNATURE_EXPIRED' });
  });

  it("uses the store's presigner when it has one: S3 signs the upload's type and length, and the lifetime", async () => {
    const s3 = new S3ObjectStorage({ bucket: 'media', region: 'ap-southeast-2', endpoint: null, forcePathStyle: false, credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
    try {
      const s3Urls = new StorageUrls(new StorageUrlSigner(KEY, PUBLIC_URL), s3, clock);
      const upload = await s3Urls.upload('private/id-1/a.mp4', { contentType: 'video/mp4', size: 1234 }, 900);
      const url = new URL(upload.url);
      expect(url.host).toBe('media.s3.ap-southeast-2.amazonaws.com');
      expect(url.pathname).toBe('/private/id-1/a.mp4');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      // No checksum of an empty body baked into the URL.
      expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
      expect(upload.headers).toEqual({ 'Content-Type': 'video/mp4' });
      const view = new URL((await s3Urls.view('private/id-1/a.mp4', 3600)).url);
      expect(view.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
      expect(view.searchParams.get('X-Amz-Expires')).toBe('3600');
      // Playlists are always the api's: their segment lines are signed one by one.
      expect(s3Urls.playlist('private/id-1/hls/index.m3u8', 3600).url).toContain(`${PUBLIC_URL}/storage/signed-playlist/`);
    } finally {
      s3.destroy();
    }
  });
});

describe('the signing key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'signing-key-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('comes from STORAGE_SIGNING_SECRET when set: the same secret, the same key', async () => {
    const secret = 'x'.repeat(40);
    const a = await storageSigningKey({ storageDir: dir, storageSigningSecret: secret });
    const b = await storageSigningKey({ storageDir: 'memory://', storageSigningSecret: secret });
    expect(a.source).toBe('setting');
    expect(a.key.equals(b.key)).toBe(true);
    expect(a.key).toHaveLength(32);
    expect((await storageSigningKey({ storageDir: dir, storageSigningSecret: 'y'.repeat(40) })).key.equals(a.key)).toBe(false);
  });

  it('is generated once into <STORAGE_DIR>/.secret (mode 600) and read back after a restart', async () => {
    const folder = join(dir, 'storage');
    const first = await storageSigningKey({ storageDir: folder, storageSigningSecret: null });
    expect(first.source).toBe('file');
    const file = join(folder, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(32);
    const [again, concurrent] = await Promise.all([
      storageSigningKey({ storageDir: folder, storageSigningSecret: null }),
      storageSigningKey({ storageDir: folder, storageSigningSecret: null }),
    ]);
    expect(again.key.equals(first.key)).toBe(true);
    expect(concurrent.key.equals(first.key)).toBe(true);
  });

  it('refuses a secret file that holds no secret', async () => {
    await writeFile(join(dir, SECRET_FILE), 'short');
    await expect(storageSigningKey({ storageDir: dir, storageSigningSecret: null })).rejects.toThrow('holds no signing secret');
  });

  it('is random for the life of the process for an in-memory store', async () => {
    const a = await storageSigningKey({ storageDir: 'memory://', storageSigningSecret: null });
    const b = await storageSigningKey({ storageDir: 'memory://', storageSigningSecret: null });
    expect(a.source).toBe('process');
    expect(a.key.equals(b.key)).toBe(true);
  });
});

describe('storage settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });

  it('takes STORAGE_SIGNING_SECRET of 32 characters or more', () => {
    expect(load({}).storageSigningSecret).toBeNull();
    expect(load({ STORAGE_SIGNING_SECRET: 's'.repeat(32) }).storageSigningSecret).toBe('s'.repeat(32));
    expect(() => load({ STORAGE_SIGNING_SECRET: 's'.repeat(31) })).toThrow(ConfigError);
    expect(() => load({ STORAGE_SIGNING_SECRET: 's'.repeat(31) })).toThrow('STORAGE_SIGNING_SECRET: must be at least 32 characters');
  });

  it('is S3 when S3_BUCKET is set, with its region, endpoint, path style and credentials', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: 'portal-media' }).s3).toEqual({ bucket: 'portal-media', region: 'us-east-1', endpoint: null, forcePathStyle: false, credentials: null });
    expect(load({ S3_BUCKET: 'portal-media', AWS_REGION: 'eu-west-1' }).s3?.region).toBe('eu-west-1');
    expect(
      load({
        S3_BUCKET: 'portal-media',
        S3_REGION: 'ap-southeast-2',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({ bucket: 'portal-media', region: 'ap-southeast-2', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' } });
  });

  it.each([
    ['S3_BUCKET', { S3_BUCKET: 'Not_A_Bucket' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' }],
    ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'only-the-id' }],
  ])('refuses a bad %s', (name, env) => {
    expect(() => load(env)).toThrow(name);
  });
});
