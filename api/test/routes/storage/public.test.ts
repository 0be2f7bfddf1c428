import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../../src/routes/storage';
import { buildTestApp } from '../../helpers';

describe('GET /storage/public/*', () => {
  let app: FastifyInstance;
  let dir: string;
  const png = Buffer.from('\x89PNG\r\n\x1a\n pretend image', 'latin1');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-route-'));
    app = await buildTestApp({ STORAGE_DIR: dir });
    await app.ready();
    await app.storage.put('public/defaults/shot-1.png', png, 'image/png');
    await app.storage.put('public/demo/storyboards/cover-0123456789abcdef.png', png, 'image/png');
    await app.storage.put('protected/reels/a.png', png, 'image/png');
    await app.storage.put('private/id-1/secret.png', png, 'image/png');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a public object with its type, validators and a long cache lifetime, to anyone', async () => {
    const res = await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    const info = await app.storage.stat('public/defaults/shot-1.png');
    expect(res.headers.etag).toBe(`"${info?.etag}"`);
    expect(res.headers['last-modified']).toBe(info?.lastModified.toUTCString());
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL.DEFAULT);
    // An <img> on the portal's origin may embed it; the browser must not sniff another type.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('lets browsers keep a content-hashed key for good', async () => {
    const res = await app.inject({ url: '/storage/public/demo/storyboards/cover-0123456789abcdef.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL.HASHED);
  });

  it('answers 304 to a client whose copy is current, 200 when it is not', async () => {
    const first = await app.inject({ url: '/storage/public/defaults/shot-1.png' });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const cached = await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL.DEFAULT);
    expect((await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await app.inject({ url: '/storage/public/defaults/shot-1.png', headers: { 'if-modified-since': earlier } })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/storage/public/defaults/shot-1.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('');
  });

  it('streams a big object over HTTP, whole', async () => {
    const chunks = Array.from({ length: 32 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await app.storage.put('public/big/film.mp4', Readable.from(chunks), 'video/mp4');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/storage/public/big/film.mp4`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(32 * 64 * 1024));
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('answers 404 for a missing object', async () => {
    const res = await app.inject({ url: '/storage/public/defaults/shot-9.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_code: 'OBJECT_NOT_FOUND', error_message: 'No such object' });
  });

  it('never serves a protected or private object', async () => {
    for (const url of ['/storage/protected/reels/a.png', '/storage/private/id-1/secret.png', '/storage/public/protected/reels/a.png']) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.rawPayload.equals(png)).toBe(false);
    }
  });

  it('refuses a path that walks out of public/ or is no key (400), serving nothing', async () => {
    // `..` and `%2e%2e` segments are resolved by the client's URL parser before they leave: no route.
    for (const url of ['/storage/public/../private/id-1/secret.png', '/storage/public/%2e%2e/protected/reels/a.png']) {
      const dotted = await app.inject({ url });
      expect({ url, status: dotted.statusCode }).toEqual({ url, status: 404 });
      expect(dotted.rawPayload.equals(png)).toBe(false);
    }
    for (const url of [
      '/storage/public/..%2Fprivate%2Fid-1%2Fsecret.png',
      '/storage/public/defaults/%2e%2e%2f%2e%2e%2fprotected%2freels%2fa.png',
      '/storage/public/defaults/..%2F..%2F..%2Fetc%2Fpasswd',
      '/storage/public/defaults//shot-1.png',
      '/storage/public/',
      '/storage/public/defaults/shot%201.png',
      '/storage/public/defaults%5Cshot-1.png',
      `/storage/public/${'a'.repeat(300)}.png`,
    ]) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode, code: res.json<{ error_code: string }>().error_code }).toEqual({ url, status: 400, code: 'INVALID_STORAGE_KEY' });
    }
  });

  it('answers hostile paths with a 4xx in the api error shape, never a 5xx', async () => {
    for (const rest of ['%00', 'a%00.png', '%ff%fe', '%ED%A0%80', '%E2%80%AE.png', 'a%0d%0aset-cookie:x', `${'a/'.repeat(1100)}b`, '~', 'defaults/shot-1.png/x']) {
      const res = await app.inject({ url: `/storage/public/${rest}` });
      expect({ rest: rest.slice(0, 40), status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ rest: rest.slice(0, 40), status: true });
      expect(Object.keys(res.json())).toEqual(['error_code', 'error_message']);
    }
  });
});
