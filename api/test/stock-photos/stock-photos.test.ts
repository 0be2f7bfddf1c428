import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { STOCK_PHOTO_ERROR_CODES, stockPhotoSearchResponseSchema } from '../../src/contracts';
import { localStockLibrary, unsplashStockPhotos } from '../../src/plugins/app/stock-photos';
import { bearer, seededApp, signIn } from '../support/account';

describe('stock photos: the local library', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await seededApp();
    token = (await signIn(app, 'pro@demo.test')).IdToken;
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/stock-photos?${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return stockPhotoSearchResponseSchema.parse(res.json());
  };

  it('finds photos whose description or tags start with every word, 20 a page', async () => {
    const football = await search('query=football');
    expect(football.total).toBe(3);
    expect(football.results.map((p) => p.alt_description)).toEqual([
      'football on a sports field in front of the goal in the morning',
      'football on a sports field in front of the goal in the sunset',
      'football on a sports field in front of the goal in the night',
    ]);
    expect((await search('query=OUTDOOR%20nig')).results.map((p) => p.id)).toEqual(['local-021', 'local-023']);
    expect((await search('query=zebra')).total).toBe(0);

    const all = await search('query=in');
    expect([all.total, all.total_pages, all.results.length]).toEqual([24, 2, 20]);
    expect((await search('query=in&page=2')).results.map((p) => p.id)).toEqual(['local-021', 'local-022', 'local-023', 'local-024']);
  });

  it("serves each photo's three sizes as public images, and a download location", async () => {
    const [photo] = (await search('query=guitar')).results;
    expect(photo?.user.name).toBe('Story Portal library');
    for (const url of Object.values(photo!.urls)) {
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    }
    const res = await app.inject({ method: 'GET', url: new URL(photo!.links.download_location).pathname, headers: bearer(token) });
    expect(res.json()).toEqual({ url: photo!.urls.regular });
  });

  it("copies a picked photo into the customer's private storage and registers it as their asset", async () => {
    const customerId = (await app.inject({ method: 'GET', url: '/proxy/v1/current-user', headers: bearer(token) })).json().result.id as number;
    const pick = (who: string, id: string, photo: string) =>
      app.inject({ method: 'POST', url: `/proxy/v1/customers/${id}/stock-photos/${photo}`, headers: bearer(who) });
    const res = await pick(token, String(customerId), 'local-003');
    expect(res.statusCode).toBe(200);
    const { assetId, mediaType } = res.json().result as { assetId: string; mediaType: string };
    expect(mediaType).toBe('Image');
    expect(assetId).toMatch(/^private\/[^/]+\/stock\/local-003\.png$/);
    const stored = await app.storage.stat(assetId);
    expect([stored?.contentType, stored?.size]).toEqual(['image/png', (await app.storage.stat(localStockLibrary()[2]!.images.regular.key))?.size]);
    const asset = await app.inject({ method: 'GET', url: `/proxy/v1/customers/${customerId}/assets/${encodeURIComponent(assetId)}`, headers: bearer(token) });
    expect(asset.json().result).toMatchObject({ assetId, mediaType: 'Image' });

    const unknown = await pick(token, String(customerId), 'local-999');
    expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_NOT_FOUND]);
    const other = (await app.inject({ method: 'GET', url: '/proxy/v1/current-user', headers: bearer((await signIn(app, 'entry@demo.test')).IdToken) })).json().result.id;
    expect((await pick(token, String(other), 'local-003')).statusCode).toBe(403);
  });

  it('refuses a search without words, past the last page it allows, or without a token', async () => {
    for (const q of ['', 'query=%20', 'query=a&page=0', 'query=a&page=501']) {
      expect((await app.inject({ method: 'GET', url: `/stock-photos?${q}`, headers: bearer(token) })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/stock-photos?query=a' })).statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/stock-photos/local-999/download', headers: bearer(token) });
    expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_NOT_FOUND]);
  });
});

/** A stand-in for api.unsplash.com and its image host: records requests, answers `routes`. */
async function fakeUnsplash(routes: Record<string, (url: URL) => { status: number; body: string | Buffer; type?: string }>) {
  const seen: { path: string; authorization: string | undefined; version: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization, version: req.headers['accept-version'] as string | undefined });
    const route = routes[url.pathname];
    const answer = route ? route(url) : { status: 404, body: '{"errors":["Not found"]}' };
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' }).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('stock photos: the Unsplash adapter', () => {
  const photo = (base: string, id: string) => ({
    id,
    width: 4000,
    height: 3000,
    alt_description: `photo ${id}`,
    urls: { raw: `${base}/img/${id}?raw`, thumb: `${base}/img/${id}?w=200`, small: `${base}/img/${id}?w=400`, regular: `${base}/img/${id}` },
    links: { html: `https://unsplash.com/photos/${id}`, download_location: `${base}/photos/${id}/download?ixid=abc` },
    user: { name: 'A Photographer', username: 'ap' },
    likes: 3,
  });

  it('searches with the query, page and 20 a page, authorised by the access key, and maps the answer', async () => {
    const fake = await fakeUnsplash({
      '/search/photos': () => ({ status: 200, body: JSON.stringify({ total: 41, total_pages: 3, results: [photo(fake.base, 'a1'), photo(fake.base, 'b2')] }) }),
    });
    try {
      const source = unsplashStockPhotos({ accessKey: 'k'.repeat(43), apiUrl: fake.base });
      const answer = await source.search({ query: 'surf club', page: 2 });
      expect(stockPhotoSearchResponseSchema.parse(answer)).toEqual(answer);
      expect(answer.total).toBe(41);
      expect(answer.results[0]).toEqual({
        id: 'a1',
        width: 4000,
        height: 3000,
        alt_description: 'photo a1',
        urls: { thumb: `${fake.base}/img/a1?w=200`, small: `${fake.base}/img/a1?w=400`, regular: `${fake.base}/img/a1` },
        links: { html: 'https://unsplash.com/photos/a1', download_location: `${fake.base}/photos/a1/download?ixid=abc` },
        user: { name: 'A Photographer' },
      });
      expect(fake.seen).toEqual([{ path: '/search/photos?query=surf+club&page=2&per_page=20', authorization: `Client-ID ${'k'.repeat(43)}`, version: 'v1' }]);
    } finally {
      await fake.close();
    }
  });

  it('tracks the download before it streams the image, and says what went wrong', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const fake = await fakeUnsplash({
      '/photos/a1': () => ({ status: 200, body: JSON.stringify(photo(fake.base, 'a1')) }),
      '/photos/a1/download': () => ({ status: 200, body: JSON.stringify({ url: 'x' }) }),
      '/img/a1': () => ({ status: 200, body: jpeg, type: 'image/jpeg' }),
      '/search/photos': () => ({ status: 200, body: '{"unexpected":true}' }),
      '/photos/broken': () => ({ status: 500, body: 'oops' }),
    });
    try {
      const source = unsplashStockPhotos({ accessKey: 'k'.repeat(43), apiUrl: fake.base });
      const { body, contentType } = await source.download('a1');
      const chunks: Buffer[] = [];
      for await (const c of body as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
      expect([Buffer.concat(chunks), contentType]).toEqual([jpeg, 'image/jpeg']);
      expect(fake.seen.map((s) => [s.path, Boolean(s.authorization)])).toEqual([
        ['/photos/a1', true],
        ['/photos/a1/download?ixid=abc', true],
        ['/img/a1', false],
      ]);
      await expect(source.download('nope')).rejects.toMatchObject({ status: 404, code: STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_NOT_FOUND });
      await expect(source.download('broken')).rejects.toMatchObject({ status: 502, code: STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_SERVICE_FAILED });
      await expect(source.search({ query: 'x', page: 1 })).rejects.toMatchObject({ status: 502 });
    } finally {
      await fake.close();
    }
  });

  it('is the source of an api configured with an access key', async () => {
    const fake = await fakeUnsplash({ '/search/photos': () => ({ status: 200, body: JSON.stringify({ total: 1, total_pages: 1, results: [photo(fake.base, 'z9')] }) }) });
    const app = await seededApp({ env: { UNSPLASH_ACCESS_KEY: 'k'.repeat(43), UNSPLASH_API_URL: fake.base } });
    try {
      const token = (await signIn(app, 'entry@demo.test')).IdToken;
      const res = await app.inject({ method: 'GET', url: '/stock-photos?query=beach', headers: bearer(token) });
      expect(res.json().results.map((p: { id: string }) => p.id)).toEqual(['z9']);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
