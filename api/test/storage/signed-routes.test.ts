import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readObject } from '../../src/plugins/app/storage';
import { migratedDb, testConfig } from '../helpers';

/*
 * The api's signed storage routes on the local store: PUT stores an upload, GET reads an
 * object; the URL's signature is the permission (no token), checked for tampering and
 * expiry; a PUT holds to its type and size, storing nothing when refused; neither route
 * touches the database.
 */
describe('signed storage routes (local store)', () => {
  let app: FastifyInstance;
  let dir: string;
  let nowMs = Date.UTC(2026, 5, 1, 12, 0, 0);
  const clock = { now: () => nowMs };
  let dbCalls: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'signed-routes-'));
    app = await buildApp(testConfig({ STORAGE_DIR: dir }), { db: await migratedDb(), identity: { clock }, jobs: { workers: false } });
    await app.ready();
    // Every statement the app sends from here on (the job queue's own upkeep aside).
    const { db } = app;
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    Object.assign(db, {
      query: (sql: string, params?: readonly unknown[]) => {
        if (!/pgboss/i.test(sql)) dbCalls.push(sql);
        return query(sql, params);
      },
      transaction: (fn: Parameters<typeof transaction>[0]) => {
        dbCalls.push('transaction');
        return transaction(fn);
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    nowMs = Date.UTC(2026, 5, 1, 12, 0, 0);
    dbCalls = [];
  });
  afterEach(() => expect(dbCalls).toEqual([]));

  const pathOf = (url: string): string => url.slice(url.indexOf('/storage/'));
  const uploadUrl = async (key: string, contentType: string, size: number) => pathOf((await app.storageUrls.upload(key, { contentType, size }, 900)).url);
  const viewUrl = async (key: string) => pathOf((await app.storageUrls.view(key, 3600)).url);
  const withQuery = (path: string, name: string, value: string): string => {
    const url = new URL(path, 'http://x');
    url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };
  const tmpFiles = async (): Promise<string[]> => readdir(join(dir, '.tmp')).catch(() => []);
  let address: string | null = null;
  const listening = async (): Promise<string> => (address ??= await app.listen({ port: 0, host: '127.0.0.1' }));

  it('sees the statements a route sends (so the others are seen to send none)', async () => {
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    expect(dbCalls).not.toEqual([]);
    dbCalls = [];
  });

  it('stores a PUT with the signed type, and reads it back with a signed GET', async () => {
    const bytes = Buffer.from('\x89PNG\r\n\x1a\n an image', 'latin1');
    const put = await app.inject({ method: 'PUT', url: await uploadUrl('private/id-1/uploads/a.png', 'image/png', bytes.length), headers: { 'content-type': 'image/png' }, payload: bytes });
    expect(put.statusCode).toBe(200);
    const info = await app.storage.stat('private/id-1/uploads/a.png');
    expect(put.json()).toEqual({ result: { key: 'private/id-1/uploads/a.png', size: bytes.length, contentType: 'image/png', etag: info?.etag } });
    expect(put.headers.etag).toBe(`"${info?.etag}"`);
    expect(await readObject(app.storage, 'private/id-1/uploads/a.png')).toEqual(bytes);

    const get = await app.inject({ url: await viewUrl('private/id-1/uploads/a.png') });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(bytes)).toBe(true);
    expect(get.headers).toMatchObject({ 'content-type': 'image/png', etag: `"${info?.etag}"`, 'cache-control': 'private, max-age=3600', 'accept-ranges': 'bytes' });
  });

  it('takes every character a key may have in its path', async () => {
    const key = "private/id-1/uploads/a+b=c,d@e!(f)~g_h.png";
    const put = await app.inject({ method: 'PUT', url: await uploadUrl(key, 'image/png', 3), headers: { 'content-type': 'image/png' }, payload: 'png' });
    expect(put.json()).toMatchObject({ result: { key } });
    expect((await app.inject({ url: await viewUrl(key) })).body).toBe('png');
  });

  it('serves a signed GET as the public route does: 304, ranges (206, 416) and HEAD', async () => {
    await app.storage.put('protected/clips/a.mp4', Buffer.from('0123456789'), 'video/mp4');
    const url = await viewUrl('protected/clips/a.mp4');
    const first = await app.inject({ url });
    expect((await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    const part = await app.inject({ url, headers: { range: 'bytes=2-5' } });
    expect({ status: part.statusCode, body: part.body, range: part.headers['content-range'], length: part.headers['content-length'] }).toEqual({
      status: 206,
      body: '2345',
      range: 'bytes 2-5/10',
      length: '4',
    });
    expect((await app.inject({ url, headers: { range: 'bytes=7-' } })).body).toBe('789');
    expect((await app.inject({ url, headers: { range: 'bytes=-3' } })).body).toBe('789');
    expect((await app.inject({ url, headers: { range: 'bytes=8-100' } })).body).toBe('89');
    // Several ranges, or an If-Range that no longer holds: the whole object.
    expect((await app.inject({ url, headers: { range: 'bytes=0-1,4-5' } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { range: 'bytes=0-1', 'if-range': '"stale"' } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { range: 'bytes=0-1', 'if-range': String(first.headers.etag) } })).statusCode).toBe(206);
    const beyond = await app.inject({ url, headers: { range: 'bytes=10-' } });
    expect({ status: beyond.statusCode, code: beyond.json().error_code, range: beyond.headers['content-range'] }).toEqual({ status: 416, code: 'RANGE_NOT_SATISFIABLE', range: 'bytes */10' });
    const head = await app.inject({ method: 'HEAD', url });
    expect({ status: head.statusCode, body: head.body, type: head.headers['content-type'], length: head.headers['content-length'] }).toEqual({ status: 200, body: '', type: 'video/mp4', length: '10' });
    const headPart = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=2-5' } });
    expect({ status: headPart.statusCode, range: headPart.headers['content-range'], length: headPart.headers['content-length'] }).toEqual({ status: 206, range: 'bytes 2-5/10', length: '4' });
  });

  it('serves a GET signed with a download name as an attachment of that name; the name cannot be changed or added', async () => {
    await app.storage.put('private/id-1/renders/film.mp4', Buffer.from('film'), 'video/mp4');
    const signed = pathOf((await app.storageUrls.view('private/id-1/renders/film.mp4', 3600, { downloadAs: 'Club "open" day €.mp4' })).url);
    const res = await app.inject({ url: signed });
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: 'film' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Club _open_ day _.mp4"; filename*=UTF-8''Club%20%22open%22%20day%20%E2%82%AC.mp4`);
    // Another name on the same signature, or a name added to a plain view URL: refused.
    const renamed = await app.inject({ url: withQuery(signed, 'download', 'other.mp4') });
    expect({ status: renamed.statusCode, code: renamed.json().error_code }).toEqual({ status: 403, code: 'SIGNATURE_INVALID' });
    const added = await app.inject({ url: withQuery(await viewUrl('private/id-1/renders/film.mp4'), 'download', 'film.mp4') });
    expect({ status: added.statusCode, code: added.json().error_code }).toEqual({ status: 403, code: 'SIGNATURE_INVALID' });
    // A plain view URL opens in the browser: no attachment.
    expect((await app.inject({ url: await viewUrl('private/id-1/renders/film.mp4') })).headers['content-disposition']).toBeUndefined();
  });

  it('refuses a URL past its time (403 SIGNATURE_EXPIRED), for PUT and GET alike', async () => {
    await app.storage.put('protected/late.png', Buffer.from('x'), 'image/png');
    const get = await viewUrl('protected/late.png');
    const put = await uploadUrl('private/id-1/uploads/late.png', 'image/png', 1);
    nowMs += 3600_000;
    const refusedGet = await app.inject({ url: get });
    expect({ status: refusedGet.statusCode, body: refusedGet.json() }).toEqual({ status: 403, body: { error_code: 'SIGNATURE_EXPIRED', error_message: expect.any(String) } });
    const refusedPut = await app.inject({ method: 'PUT', url: put, headers: { 'content-type': 'image/png' }, payload: 'x' });
    expect({ status: refusedPut.statusCode, code: refusedPut.json().error_code }).toEqual({ status: 403, code: 'SIGNATURE_EXPIRED' });
    expect(await app.storage.exists('private/id-1/uploads/late.png')).toBe(false);
  });

  it('refuses a tampered URL (403 SIGNATURE_INVALID) and stores nothing', async () => {
    await app.storage.put('private/id-1/own.png', Buffer.from('mine'), 'image/png');
    await app.storage.put('private/id-2/theirs.png', Buffer.from('theirs'), 'image/png');
    const get = await viewUrl('private/id-1/own.png');
    const put = await uploadUrl('private/id-1/uploads/b.png', 'image/png', 10);
    const gets = [
      get.replace('private/id-1/own.png', 'private/id-2/theirs.png'),
      withQuery(get, 'expires', String(Math.floor(nowMs / 1000) + 86_400)),
      withQuery(get, 'signature', 'A'.repeat(43)),
      get.replace(/&signature=[^&]+/, ''),
      get.replace('/storage/signed/', '/storage/signed-playlist/'),
    ];
    for (const url of gets) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode, code: res.json().error_code }).toEqual({ url, status: 403, code: 'SIGNATURE_INVALID' });
    }
    const puts = [
      put.replace('uploads/b.png', 'uploads/c.png'),
      withQuery(put, 'maxBytes', '1000000'),
      withQuery(put, 'contentType', 'text/html'),
      withQuery(put, 'expires', String(Math.floor(nowMs / 1000) + 86_400)),
      // A GET's URL does not let anyone PUT.
      get,
    ];
    for (const url of puts) {
      const type = new URL(url, 'http://x').searchParams.get('contentType') ?? 'image/png';
      const res = await app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: 'x' });
      expect({ url, status: res.statusCode, code: res.json().error_code }).toEqual({ url, status: 403, code: 'SIGNATURE_INVALID' });
    }
    expect((await readObject(app.storage, 'private/id-1/own.png'))?.toString()).toBe('mine');
    for (const key of ['private/id-1/uploads/b.png', 'private/id-1/uploads/c.png']) expect(await app.storage.exists(key)).toBe(false);
  });

  it('refuses a PUT of another type than signed (403), storing nothing', async () => {
    const url = await uploadUrl('private/id-1/uploads/typed.png', 'image/png', 100);
    for (const type of ['text/html', 'image/svg+xml', 'image/png; charset=utf-8', undefined]) {
      const res = await app.inject({ method: 'PUT', url, headers: type ? { 'content-type': type } : {}, payload: Buffer.from('<svg/>') });
      expect({ type, status: res.statusCode, code: res.json().error_code }).toEqual({ type, status: 403, code: 'SIGNATURE_INVALID' });
    }
    expect(await app.storage.exists('private/id-1/uploads/typed.png')).toBe(false);
  });

  it('refuses more bytes than signed (413 UPLOAD_TOO_LARGE): announced, or counted as they stream; nothing is stored', async () => {
    const url = await uploadUrl('private/id-1/uploads/big.mp4', 'video/mp4', 1024);
    const announced = await app.inject({ method: 'PUT', url, headers: { 'content-type': 'video/mp4' }, payload: Buffer.alloc(1025) });
    expect({ status: announced.statusCode, code: announced.json().error_code, connection: announced.headers.connection }).toEqual({ status: 413, code: 'UPLOAD_TOO_LARGE', connection: 'close' });

    // Chunked, so no length is announced: the api counts and stops at byte 1025.
    const base = await listening();
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}${url}`, { method: 'PUT', headers: { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' } }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // 64 KiB more than allowed, in pieces; the answer comes before the client is done.
      for (let i = 0; i < 16; i += 1) req.write(Buffer.alloc(4096, i));
      req.end();
    });
    expect({ status: res.status, code: JSON.parse(res.body).error_code }).toEqual({ status: 413, code: 'UPLOAD_TOO_LARGE' });
    expect(await app.storage.exists('private/id-1/uploads/big.mp4')).toBe(false);
    expect(await tmpFiles()).toEqual([]);

    // Exactly the size allowed is fine.
    const exact = await app.inject({ method: 'PUT', url, headers: { 'content-type': 'video/mp4' }, payload: Buffer.alloc(1024, 1) });
    expect(exact.statusCode).toBe(200);
    expect((await app.storage.stat('private/id-1/uploads/big.mp4'))?.size).toBe(1024);
  });

  it('streams a body larger than the api\'s JSON limit to the store, and stores nothing of one cut short', async () => {
    const size = 3 * 1024 * 1024;
    const url = await uploadUrl('private/id-1/uploads/film.mp4', 'video/mp4', size);
    const base = await listening();
    const bytes = Buffer.alloc(size, 7);
    const res = await fetch(`${base}${url}`, { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body: bytes });
    expect(res.status).toBe(200);
    expect((await readObject(app.storage, 'private/id-1/uploads/film.mp4'))?.equals(bytes)).toBe(true);

    const cutUrl = await uploadUrl('private/id-1/uploads/cut.mp4', 'video/mp4', size);
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}${cutUrl}`, { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': String(size) } });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(64 * 1024), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    // The api notices the closed connection on its own time.
    for (let i = 0; i < 50 && (await tmpFiles()).length > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await app.storage.exists('private/id-1/uploads/cut.mp4')).toBe(false);
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses a path that is no storage key (400) and answers 404 for a signed URL to nothing', async () => {
    const missing = await app.inject({ url: await viewUrl('protected/none.png') });
    expect({ status: missing.statusCode, code: missing.json().error_code }).toEqual({ status: 404, code: 'OBJECT_NOT_FOUND' });
    const bad = await app.inject({ url: '/storage/signed/etc/passwd?expires=1&signature=x' });
    expect({ status: bad.statusCode, code: bad.json().error_code }).toEqual({ status: 400, code: 'INVALID_STORAGE_KEY' });
  });
});
