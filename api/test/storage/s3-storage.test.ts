import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { buildApp } from '../../src/app';
import { S3ObjectStorage, readObject } from '../../src/plugins/app/storage';
import { migratedDb, testConfig } from '../helpers';
import { startS3Server, type S3TestServer } from '../support/s3-server';

/*
 * What the S3 adapter does beyond the port's contract (object-storage.test.ts runs that
 * against it too), on an in-process S3-compatible server: streams of unknown size in
 * parts, and the URLs the browser uses directly.
 */
const MIB = 1024 * 1024;

describe('S3 adapter', () => {
  let server: S3TestServer;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    server = await startS3Server();
    // S3's smallest part, so a few MiB exercise a multipart upload.
    storage = new S3ObjectStorage(server.settings, { partSize: 5 * MIB });
  });
  afterAll(async () => {
    storage.destroy();
    await server.close();
  });

  const chunksOf = (total: number, chunk = 256 * 1024): Buffer[] => Array.from({ length: Math.ceil(total / chunk) }, (_, i) => Buffer.alloc(Math.min(chunk, total - i * chunk), i % 251));

  /** The commands `fn` sends to S3, by name. */
  const commandsOf = async (fn: () => Promise<unknown>): Promise<string[]> => {
    const send = jest.spyOn(storage.client, 'send');
    try {
      await fn();
      return send.mock.calls.map(([command]) => command.constructor.name);
    } finally {
      send.mockRestore();
    }
  };

  it('sends a stream of unknown size in parts once it outgrows one, holding one part at a time', async () => {
    const chunks = chunksOf(11 * MIB + 123);
    const whole = Buffer.concat(chunks);
    const commands = await commandsOf(() => storage.put('private/id-1/uploads/long.mp4', Readable.from(chunks), 'video/mp4', { metadata: { origin: 'test' } }));
    expect(commands).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand', 'HeadObjectCommand']);
    expect(await storage.stat('private/id-1/uploads/long.mp4')).toMatchObject({ size: whole.length, contentType: 'video/mp4', metadata: { origin: 'test' } });
    expect((await readObject(storage, 'private/id-1/uploads/long.mp4'))?.equals(whole)).toBe(true);
    // Exactly one part's worth, or a stream of known size: one PutObject.
    const one = Buffer.concat(chunksOf(5 * MIB));
    expect(await commandsOf(() => storage.put('private/id-1/uploads/one-part.bin', Readable.from([one]), 'application/octet-stream'))).toEqual(['PutObjectCommand', 'HeadObjectCommand']);
    expect((await readObject(storage, 'private/id-1/uploads/one-part.bin'))?.equals(one)).toBe(true);
    expect(await commandsOf(() => storage.put('private/id-1/uploads/sized.mp4', Readable.from(chunks), 'video/mp4', { size: whole.length }))).toEqual(['PutObjectCommand', 'HeadObjectCommand']);
    expect((await readObject(storage, 'private/id-1/uploads/sized.mp4'))?.equals(whole)).toBe(true);
  });

  it('stores nothing when a stream fails after two parts went up, and aborts the upload', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 12 * MIB) this.destroy(new Error('client went away'));
        else this.push(Buffer.alloc(MIB, 1));
        sent += MIB;
      },
    });
    const commands = await commandsOf(() => expect(storage.put('private/id-1/uploads/broken.mp4', failing, 'video/mp4')).rejects.toThrow('client went away'));
    // The upload is aborted (s3rver refuses the abort; S3 clears the parts).
    expect(commands).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'AbortMultipartUploadCommand']);
    expect(await storage.exists('private/id-1/uploads/broken.mp4')).toBe(false);
  });
});

describe('the api on S3: uploads and views go to the bucket directly, playlists through the api', () => {
  let server: S3TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startS3Server('portal-media');
    app = await buildApp(testConfig({ STORAGE_DIR: 'memory://', ...server.env }), { db: await migratedDb(), jobs: { workers: false } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    (app.storage as S3ObjectStorage).destroy();
    await server.close();
  });

  it('signs a PUT straight to the bucket; the object arrives with its bytes and type', async () => {
    expect(app.storage.bucket).toBe('portal-media');
    const bytes = Buffer.from('a small mp4, honestly');
    const ticket = await app.storageUrls.upload('private/id-1/uploads/2026/06/01/abc/clip.mp4', { contentType: 'video/mp4', size: bytes.length }, 900);
    expect(ticket.url.startsWith(`${server.settings.endpoint}/portal-media/private/id-1/uploads/2026/06/01/abc/clip.mp4?`)).toBe(true);
    const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes });
    expect(put.status).toBe(200);
    expect(await app.storage.stat('private/id-1/uploads/2026/06/01/abc/clip.mp4')).toMatchObject({ size: bytes.length, contentType: 'video/mp4' });

    const view = await app.storageUrls.view('private/id-1/uploads/2026/06/01/abc/clip.mp4', 3600);
    const got = await fetch(view.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('signs a download with the file name S3 answers as Content-Disposition', async () => {
    const view = await app.storageUrls.view('private/id-1/renders/2026/06/01/abc/Club_open_day.mp4', 3600, { downloadAs: 'Club open day.mp4' });
    const params = new URL(view.url).searchParams;
    expect(params.get('response-content-disposition')).toBe(`attachment; filename="Club open day.mp4"; filename*=UTF-8''Club%20open%20day.mp4`);
    expect(params.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves a playlist from the bucket with each segment signed by S3', async () => {
    const folder = 'private/id-1/media/abc/hls';
    await app.storage.put(`${folder}/index.m3u8`, Buffer.from('#EXTM3U\n#EXTINF:4.0,\nsegment000.ts\n#EXT-X-ENDLIST\n'), 'application/vnd.apple.mpegurl');
    await app.storage.put(`${folder}/segment000.ts`, Buffer.from('segment bytes'), 'video/mp2t');
    const url = app.storageUrls.playlist(`${folder}/index.m3u8`, 3600).url;
    const res = await app.inject({ url: url.slice(url.indexOf('/storage/')) });
    expect(res.statusCode).toBe(200);
    const [segment] = res.body.split('\n').filter((line) => line.startsWith('http'));
    expect(segment?.startsWith(`${server.settings.endpoint}/portal-media/${folder}/segment000.ts?`)).toBe(true);
    expect(new URL(segment ?? '').searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await fetch(segment ?? '')).text()).toBe('segment bytes');
  });
});
