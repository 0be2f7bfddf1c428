import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS, URL_IMPORT_MESSAGES as M, type MediaAsset } from '../../src/contracts';
import { customerRepository } from '../../src/plugins/app/customers/customer-repository';
import { ApiError } from '../../src/plugins/app/errors';
import { MEDIA_PROCESS_QUEUE, urlImportService } from '../../src/plugins/app/media';
import { readObject, type ObjectStorage } from '../../src/plugins/app/storage';
import { bearer, seededApp } from '../support/account';
import { startImageServer, type ImageServer } from '../support/image-server';
import { mediaCallers, pollUntil, type MediaCaller } from '../support/media';

/*
 * Images added from a web address (001 §2 "Upload Storyboard or Asset", POST
 * .../assets/imports) against a local web server: the image lands under the customer's
 * uploads and is processed like an upload; anything else is refused with its reason and
 * leaves nothing stored, registered or queued. The app allows private hosts
 * (URL_IMPORT_ALLOW_PRIVATE=true) as the test server is one; a second app shows the default.
 */

const UPLOAD_KEY = (sub: string, name: string) => new RegExp(`^private/${sub}/uploads/\\d{4}/\\d{2}/\\d{2}/[A-Za-z0-9_-]+/${name.replace('.', '\\.')}$`);

/** Watches the store's puts: those of uploads from now on (processing also writes, beside them: `{key}.media/...`). */
function watchUploads(storage: ObjectStorage): () => { key: string; result: Promise<unknown> }[] {
  const put = jest.spyOn(storage, 'put');
  return () => put.mock.calls.flatMap(([key], i) => (key.includes('.media/') ? [] : [{ key, result: put.mock.results[i]!.value as Promise<unknown> }]));
}

let server: ImageServer;
beforeAll(async () => {
  server = await startImageServer();
});
afterAll(() => server.close());

describe('images from a web address', () => {
  let app: FastifyInstance;
  let token: string;
  let sub: string;
  let me: number;
  let other: MediaCaller;
  let admin: string;

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://', URL_IMPORT_ALLOW_PRIVATE: 'true' }, jobs: { pollingIntervalSeconds: 0.5 } });
    ({ me: { token, sub, id: me }, other, admin } = await mediaCallers(app));
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const importUrl = (url: string, as = token, customerId = me) =>
    app.inject({ method: 'POST', url: `/proxy/v1/customers/${customerId}/assets/imports`, headers: bearer(as), payload: { url } });
  const counts = async () => ({
    assets: (await app.db.query<{ n: string }>('select count(*) as n from media_assets')).rows[0]?.n,
    jobs: (await app.db.query<{ n: string }>('select count(*) as n from pgboss.job where name = $1', [MEDIA_PROCESS_QUEUE])).rows[0]?.n,
  });
  const refusal = (res: Awaited<ReturnType<typeof importUrl>>) => [res.statusCode, res.json().error_code, res.json().error_message];

  it('fetches a PNG into the caller\'s uploads, registers it and processes it like an upload', async () => {
    const res = await importUrl(`${server.origin}/img/photo.png`);
    expect(res.statusCode).toBe(200);
    const { assetId, mediaType } = res.json().result;
    expect(mediaType).toBe('Image');
    expect(assetId).toMatch(UPLOAD_KEY(sub, 'photo.png'));
    expect(await app.storage.stat(assetId)).toMatchObject({ contentType: 'image/png', size: server.png.length });
    expect((await readObject(app.storage, assetId))?.equals(server.png)).toBe(true);

    const asset = await pollUntil<MediaAsset>(
      async () => (await app.inject({ url: `/proxy/v1/customers/${me}/assets/${encodeURIComponent(assetId)}`, headers: bearer(token) })).json().result,
      (a) => a.status !== 'Processing',
    );
    expect(asset).toMatchObject({ status: 'Ready', mediaType: 'Image', width: 320, height: 180, originalFileName: 'photo.png', thumbnailAssetId: `${assetId}.media/thumbnail.jpg` });
  });

  it('names the file after the address: its last path segment (typed as the image is), or "image"', async () => {
    const named = async (path: string) => ((await importUrl(`${server.origin}${path}`)).json().result.assetId as string).split('/').pop();
    expect(await named('/img/')).toBe('image.png');
    expect(await named('/img/render?size=large')).toBe('render.png');
    expect(await named('/img/holiday%20snap.png')).toBe('holiday-snap.png');
    // Followed through three redirects; named as the customer's address is.
    expect(await named('/hop/3')).toBe('3.png');
  });

  it("lets an admin add an image for a customer, under that customer's identity; another customer's id is refused", async () => {
    const res = await importUrl(`${server.origin}/img/for-pro.png`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.assetId).toMatch(UPLOAD_KEY(sub, 'for-pro.png'));
    const { rows } = await app.db.query<{ customer_id: number }>('select customer_id from media_assets where asset_id = $1', [res.json().result.assetId]);
    expect(rows[0]?.customer_id).toBe(me);

    const hits = server.hits.length;
    const before = await counts();
    expect(refusal(await importUrl(`${server.origin}/img/theirs.png`, other.token))).toEqual([403, 'FORBIDDEN_CUSTOMER', expect.any(String)]);
    expect(server.hits.length).toBe(hits);
    expect(await counts()).toEqual(before);
    expect((await importUrl(`${server.origin}/img/photo.png`, token, other.id)).statusCode).toBe(403);
  });

  it('refuses what is not an allowed image, and addresses it will not ask, storing and queueing nothing', async () => {
    const uploadPuts = watchUploads(app.storage);
    const before = await counts();
    const hits = server.hits.length;
    const url = new URL(server.origin);

    expect(refusal(await importUrl('ftp://127.0.0.1/photo.png'))).toEqual([400, 'URL_NOT_ALLOWED', M.notWebAddress]);
    expect(refusal(await importUrl('file:///etc/passwd'))).toEqual([400, 'URL_NOT_ALLOWED', M.notWebAddress]);
    expect(refusal(await importUrl('not an address'))).toEqual([400, 'URL_NOT_ALLOWED', M.notWebAddress]);
    expect(refusal(await importUrl(`http://me:secret@${url.host}/img/a.png`))).toEqual([400, 'URL_NOT_ALLOWED', M.credentials]);
    expect(server.hits.length).toBe(hits);
    expect(refusal(await importUrl(''))).toEqual([400, 'VALIDATION_ERROR', expect.any(String)]);
    expect(refusal(await importUrl(`${server.origin}/${'a'.repeat(2048)}`))).toEqual([400, 'VALIDATION_ERROR', expect.any(String)]);

    expect(refusal(await importUrl(`${server.origin}/page`))).toEqual([422, 'URL_NOT_AN_IMAGE', 'The address did not answer with an image']);
    expect(refusal(await importUrl(`${server.origin}/drawing.svg`))).toEqual([422, 'URL_NOT_AN_IMAGE', M.imageTypeNotAllowed('image/svg+xml', UPLOAD_KINDS.Image.contentTypes)]);
    expect(refusal(await importUrl(`${server.origin}/missing.png`))).toEqual([422, 'URL_NOT_REACHABLE', M.failedStatus(404)]);
    expect(refusal(await importUrl(`${server.origin}/hop/4`))).toEqual([422, 'URL_NOT_REACHABLE', M.tooManyRedirects(3)]);
    // A declared size past the limit is refused before any byte is read.
    expect(refusal(await importUrl(`${server.origin}/big-declared.png`))).toEqual([413, 'UPLOAD_TOO_LARGE', 'The image is larger than 20 MB']);
    expect(uploadPuts()).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('stops an image that turns out too large while it streams, and keeps none of it', async () => {
    const uploadPuts = watchUploads(app.storage);
    const before = await counts();
    expect(refusal(await importUrl(`${server.origin}/big-streamed.png`))).toEqual([413, 'UPLOAD_TOO_LARGE', M.tooLarge(UPLOAD_KINDS.Image.maxBytes)]);
    const puts = uploadPuts();
    expect(puts).toHaveLength(1);
    const [{ key, result }] = puts as [(typeof puts)[number]];
    expect(key).toMatch(UPLOAD_KEY(sub, 'big-streamed.png'));
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(await app.storage.stat(key)).toBeNull();
    expect(await counts()).toEqual(before);
  });

  describe('seen by the service, with 127.0.0.1 standing for the public internet', () => {
    const service = (timeoutMs?: number) =>
      urlImportService({
        db: app.db,
        storage: app.storage,
        jobs: app.jobs,
        importers: app.storyboardImporters,
        clock: app.clock,
        allowPrivate: false,
        allow: (address) => address === '127.0.0.1',
        ...(timeoutMs ? { timeoutMs } : {}),
      });
    const caller = async () => ({ customer: (await customerRepository(app.db).findByEmail('pro@demo.test'))!, sub });
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(() => null, (e: unknown) => e);
      return error instanceof ApiError ? [error.status, error.code, error.message] : error;
    };

    it('refuses a redirect to a private address', async () => {
      const before = await counts();
      const uploadPuts = watchUploads(app.storage);
      for (const target of ['http://169.254.169.254/latest/meta-data/', `http://127.0.0.2:${server.port}/img/a.png`, `http://[::1]:${server.port}/img/a.png`]) {
        const url = `${server.origin}/redirect?to=${encodeURIComponent(target)}`;
        expect(await refused(service().importImage(await caller(), me, { url }))).toEqual([400, 'URL_NOT_ALLOWED', M.privateAddress]);
      }
      expect(uploadPuts()).toEqual([]);
      expect(await counts()).toEqual(before);
      // The same server, allowed, is fetched.
      expect((await service().importImage(await caller(), me, { url: `${server.origin}/img/allowed.png` })).mediaType).toBe('Image');
    });

    it('gives up after its deadline, before the answer or while the image arrives, keeping nothing', async () => {
      const uploadPuts = watchUploads(app.storage);
      const before = await counts();
      expect(await refused(service(300).importImage(await caller(), me, { url: `${server.origin}/slow.png` }))).toEqual([422, 'URL_NOT_REACHABLE', M.timedOut]);
      expect(await refused(service(300).importImage(await caller(), me, { url: `${server.origin}/drip.png` }))).toEqual([422, 'URL_NOT_REACHABLE', M.timedOut]);
      const puts = uploadPuts();
      expect(puts.map((p) => p.key)).toEqual([expect.stringMatching(UPLOAD_KEY(sub, 'drip.png'))]);
      expect(await app.storage.stat(puts[0]!.key)).toBeNull();
      expect(await counts()).toEqual(before);
    });
  });
});

describe('images from a web address, private hosts not allowed (the default)', () => {
  let app: FastifyInstance;
  let token: string;
  let me: number;
  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { workers: false } });
    ({ token, id: me } = (await mediaCallers(app)).me);
  });
  afterAll(() => app.close());

  const assets = async () => Number((await app.db.query<{ n: string }>('select count(*) as n from media_assets')).rows[0]?.n);

  it('refuses loopback hosts, named or written as an address, without asking them', async () => {
    const hits = server.hits.length;
    const before = await assets();
    for (const url of [`${server.origin}/img/a.png`, `http://localhost:${server.port}/img/a.png`, `http://[::1]:${server.port}/img/a.png`, 'http://169.254.169.254/latest/meta-data/']) {
      const res = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/assets/imports`, headers: bearer(token), payload: { url } });
      expect([res.statusCode, res.json().error_code, res.json().error_message]).toEqual([400, 'URL_NOT_ALLOWED', M.privateAddress]);
    }
    expect(server.hits.length).toBe(hits);
    expect(await assets()).toBe(before);
  });
});
