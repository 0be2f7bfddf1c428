import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOT_IMAGES, reusableAssetResponseSchema, reusableAssetSearchResponseSchema } from '../../../src/contracts';
import { bearer, seededApp, signIn } from '../../support/account';
import { seedReusableAssets } from '../../../src/plugins/app/reusable-assets/seed';
import { customerIdOf } from '../../support/storyboards';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('reusable asset calls (001 §7) and /search/reusable-assets', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const subs: Record<string, string> = {};

  beforeAll(async () => {
    app = await seededApp();
    for (const who of ['pro', 'entry', 'starter', 'admin']) {
      tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
      ids[who] = await customerIdOf(app, `${who}@demo.test`);
      // The identity of a private key: the id token's sub.
      subs[who] = (JSON.parse(Buffer.from(tokens[who].split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
    }
    // Seeding (demo images included) and four sign-ins take a while on a busy machine.
  }, 120_000);
  afterAll(() => app.close());

  const call = (who: string, method: Method, path: string, payload?: object) =>
    app.inject({ method, url: path, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
  const ra = (customerId: number, id?: number) => `/proxy/v1/customers/${customerId}/reusable-assets${id ? `/${id}` : ''}`;
  const create = async (who: string, body: object, customerId = ids[who]!) => {
    const res = await call(who, 'POST', ra(customerId), body);
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200 });
    return reusableAssetResponseSchema.parse(res.json()).result;
  };
  const search = async (who: string, query = '') => {
    const res = await call(who, 'GET', `/search/reusable-assets${query ? `?${query}` : ''}`);
    expect(res.statusCode).toBe(200);
    return reusableAssetSearchResponseSchema.parse(res.json()).result;
  };

  describe('create, fetch, update, delete', () => {
    it("creates with the defaults of 001 §3 and answers the asset; fetches it back", async () => {
      const created = await create('pro', { assetId: 'public/guides/clip.mp4', mediaType: 'Video' });
      expect(created).toMatchObject({
        reusableAssetId: created.id,
        assetId: 'public/guides/clip.mp4',
        remoteAssetId: null,
        name: 'Asset Title',
        description: 'Asset Description',
        tags: ['Sports', 'Social'],
        mediaType: 'Video',
        customerId: ids.pro,
      });
      expect(Date.parse(created.dateCreated)).not.toBeNaN();
      const fetched = await call('pro', 'GET', ra(ids.pro!, created.id));
      expect(fetched.statusCode).toBe(200);
      expect(reusableAssetResponseSchema.parse(fetched.json()).result).toEqual(created);
    });

    it("takes the body's name, description, tags and remoteAssetId, and the caller's own private key", async () => {
      const key = `private/${subs.pro}/uploads/logo.png`;
      const created = await create('pro', { assetId: key, mediaType: 'Image', name: ' Club logo ', description: '', tags: ['Brand', 'QLD'], remoteAssetId: 'rem-1' });
      expect(created).toMatchObject({ assetId: key, name: 'Club logo', description: '', tags: ['Brand', 'QLD'], remoteAssetId: 'rem-1' });
      expect((await create('pro', { assetId: 'protected/shared/a.mp3', mediaType: 'Audio' })).mediaType).toBe('Audio');
    });

    it('updates the fields sent, keeps the others, and answers the asset', async () => {
      const { id } = await create('pro', { assetId: 'public/a.png', mediaType: 'Image' });
      const named = await call('pro', 'PUT', ra(ids.pro!, id), { name: 'Interview lighting' });
      expect(named.statusCode).toBe(200);
      expect(named.json().result).toMatchObject({ id, name: 'Interview lighting', description: 'Asset Description', tags: ['Sports', 'Social'] });
      const rest = await call('pro', 'PUT', ra(ids.pro!, id), { description: 'Soft light from one side.', tags: [' Interview ', 'Lighting'] });
      expect(reusableAssetResponseSchema.parse(rest.json()).result).toMatchObject({ name: 'Interview lighting', description: 'Soft light from one side.', tags: ['Interview', 'Lighting'] });
      const cleared = await call('pro', 'PUT', ra(ids.pro!, id), { tags: [] });
      expect(cleared.json().result.tags).toEqual([]);
      expect((await call('pro', 'GET', ra(ids.pro!, id))).json().result).toMatchObject({ name: 'Interview lighting', tags: [] });
    });

    it('deletes for real: the asset leaves reads and searches, and a second delete is 404', async () => {
      const { id } = await create('pro', { assetId: 'public/gone.png', mediaType: 'Image', name: 'Quillback remnant' });
      const first = await call('pro', 'DELETE', ra(ids.pro!, id));
      expect([first.statusCode, first.json()]).toEqual([200, { result: { ok: true } }]);
      const again = await call('pro', 'DELETE', ra(ids.pro!, id));
      expect([again.statusCode, again.json().error_code]).toEqual([404, 'REUSABLE_ASSET_NOT_FOUND']);
      expect((await call('pro', 'GET', ra(ids.pro!, id))).statusCode).toBe(404);
      expect((await call('pro', 'PUT', ra(ids.pro!, id), { name: 'Back?' })).statusCode).toBe(404);
      expect((await search('pro', 'q=quillback')).total.value).toBe(0);
    });
  });

  describe('who may act', () => {
    it("refuses another customer's id with 403 FORBIDDEN_CUSTOMER on every route, writing nothing", async () => {
      const theirs = await create('entry', { assetId: 'public/e.png', mediaType: 'Image' });
      const other = ids.entry!;
      const routes: [Method, string, object?][] = [
        ['POST', ra(other), { assetId: 'public/x.png', mediaType: 'Image' }],
        ['GET', ra(other, theirs.id)],
        ['PUT', ra(other, theirs.id), { name: 'Not mine' }],
        ['DELETE', ra(other, theirs.id)],
      ];
      for (const [method, path, body] of routes) {
        const res = await call('pro', method, path, body);
        expect({ method, status: res.statusCode, code: res.json().error_code }).toEqual({ method, status: 403, code: 'FORBIDDEN_CUSTOMER' });
      }
      expect((await call('entry', 'GET', ra(other, theirs.id))).json().result).toEqual(theirs);
    });

    it("answers 404 for another customer's asset under the caller's own id, and for an unknown one", async () => {
      const theirs = await create('entry', { assetId: 'public/e2.png', mediaType: 'Image' });
      for (const id of [theirs.id, 99_999_999]) {
        for (const [method, body] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE']] as [Method, object?][]) {
          const res = await call('pro', method, ra(ids.pro!, id), body);
          expect({ id, method, status: res.statusCode, code: res.json().error_code }).toEqual({ id, method, status: 404, code: 'REUSABLE_ASSET_NOT_FOUND' });
        }
      }
      expect((await call('entry', 'GET', ra(ids.entry!, theirs.id))).json().result.name).toBe('Asset Title');
    });

    it("lets an admin act on any customer's assets, with that customer's private keys only", async () => {
      const made = await create('admin', { assetId: `private/${subs.entry}/guide.mp4`, mediaType: 'Video', name: 'For Ethan' }, ids.entry!);
      expect(made.customerId).toBe(ids.entry);
      expect((await call('entry', 'GET', ra(ids.entry!, made.id))).json().result.name).toBe('For Ethan');
      expect((await call('admin', 'PUT', ra(ids.entry!, made.id), { name: 'Renamed' })).json().result.name).toBe('Renamed');
      const ownKey = await call('admin', 'POST', ra(ids.entry!), { assetId: `private/${subs.admin}/mine.png`, mediaType: 'Image' });
      expect([ownKey.statusCode, ownKey.json().error_code]).toEqual([403, 'FOREIGN_PRIVATE_ASSET']);
      expect((await call('admin', 'DELETE', ra(ids.entry!, made.id))).statusCode).toBe(200);
      const nobody = await call('admin', 'POST', ra(99_999_999), { assetId: 'public/x.png', mediaType: 'Image' });
      expect([nobody.statusCode, nobody.json().error_code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
    });

    it("refuses another customer's private key (403 FOREIGN_PRIVATE_ASSET), writing nothing", async () => {
      const before = (await search('pro')).total.value;
      const res = await call('pro', 'POST', ra(ids.pro!), { assetId: `private/${subs.entry}/secret.mp4`, mediaType: 'Video' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error_code: 'FOREIGN_PRIVATE_ASSET', error_message: expect.stringContaining('private') });
      expect((await search('pro')).total.value).toBe(before);
    });

    it('refuses malformed ids, bodies and keys with 400 in the error shape, never 5xx', async () => {
      const { id } = await create('pro', { assetId: 'public/ok.png', mediaType: 'Image' });
      const bad: [Method, string, unknown][] = [
        ['POST', ra(ids.pro!).replace(String(ids.pro), 'abc'), { assetId: 'public/a.png', mediaType: 'Image' }],
        ['GET', `${ra(ids.pro!)}/0`, undefined],
        ['GET', `${ra(ids.pro!)}/1.5`, undefined],
        ['GET', `${ra(ids.pro!)}/99999999999999999999`, undefined],
        ['POST', ra(ids.pro!), {}],
        ['POST', ra(ids.pro!), { assetId: 'uploads/a.png', mediaType: 'Image' }],
        ['POST', ra(ids.pro!), { assetId: 'public/../private/x/a.png', mediaType: 'Image' }],
        ['POST', ra(ids.pro!), { assetId: `private/${subs.pro}`, mediaType: 'Image' }],
        ['POST', ra(ids.pro!), { assetId: 'public/a.png', mediaType: 'Other' }],
        ['POST', ra(ids.pro!), { assetId: 'public/a.png', mediaType: 'Image', name: '  ' }],
        ['POST', ra(ids.pro!), { assetId: 'public/a.png', mediaType: 'Image', tags: ['Sports', 'sports'] }],
        ['POST', ra(ids.pro!), { assetId: 'public/a\u0000.png', mediaType: 'Image' }],
        ['POST', ra(ids.pro!), 'not json'],
        ['PUT', ra(ids.pro!, id), {}],
        ['PUT', ra(ids.pro!, id), { name: 'x'.repeat(101) }],
        ['PUT', ra(ids.pro!, id), { description: 'd'.repeat(281) }],
        ['PUT', ra(ids.pro!, id), { tags: ['Brand', ' '] }],
        ['PUT', ra(ids.pro!, id), { tags: 'Brand' }],
        ['PUT', ra(ids.pro!, id), { name: 42 }],
      ];
      const before = (await search('pro')).total.value;
      for (const [method, url, payload] of bad) {
        const res = await app.inject({
          method,
          url,
          headers: { ...bearer(tokens.pro!), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
          ...(payload === undefined ? {} : { payload: payload as string }),
        });
        expect({ method, url, payload, status: res.statusCode }).toEqual({ method, url, payload, status: 400 });
        expect(Object.keys(res.json())).toEqual(['error_code', 'error_message']);
      }
      expect((await search('pro')).total.value).toBe(before);
      expect((await call('pro', 'GET', ra(ids.pro!, id))).json().result.name).toBe('Asset Title');
    });

    it('refuses a request without a token (401)', async () => {
      const res = await app.inject({ method: 'GET', url: '/search/reusable-assets' });
      expect(res.statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: ra(ids.pro!), payload: { assetId: 'public/a.png', mediaType: 'Image' } })).statusCode).toBe(401);
    });
  });

  describe('demo data', () => {
    it("gives each demo customer Director's Guide images on the default shot images, and the admin the full guide", async () => {
      const mine = await search('starter');
      expect(mine.total.value).toBeGreaterThanOrEqual(3);
      expect(mine.hits.map((h) => h.name)).toContain("Director's guide: interview set-up");
      expect(mine.hits.every((h) => h.customerId === ids.starter && h.mediaType === 'Image' && DEFAULT_SHOT_IMAGES.includes(h.assetId))).toBe(true);
      const adminOwn = (await search('admin', 'q=director')).hits.filter((h) => h.customerId === ids.admin);
      expect(adminOwn.length).toBeGreaterThan(mine.total.value);
    });

    it('seeds again without adding anything (idempotent)', async () => {
      const count = async () => Number((await app.db.query<{ n: string }>('select count(*) as n from reusable_assets')).rows[0]?.n);
      const before = await count();
      await app.db.transaction((tx) => seedReusableAssets()(tx));
      expect(await count()).toBe(before);
    });
  });

  describe('/search/reusable-assets', () => {
    it("scopes a customer's search to their own assets, and an admin's to every customer's", async () => {
      const own = await create('starter', { assetId: 'public/s.png', mediaType: 'Image', name: 'Kookaburra call' });
      const theirs = await create('entry', { assetId: 'public/e3.png', mediaType: 'Image', name: 'Kookaburra dawn' });
      const starter = await search('starter', 'q=kookaburra');
      expect(starter.hits.map((h) => h.id)).toEqual([own.id]);
      expect(starter.total.value).toBe(1);
      const all = (await search('starter')).hits;
      expect(all.every((h) => h.customerId === ids.starter)).toBe(true);
      const admin = await search('admin', 'q=kookaburra');
      expect(admin.hits.map((h) => h.id).sort((a, b) => a - b)).toEqual([own.id, theirs.id].sort((a, b) => a - b));
    });

    it('finds by word prefix in name, description and tags, best match first', async () => {
      const byName = await create('entry', { assetId: 'public/w1.png', mediaType: 'Image', name: 'Wombat crossing', description: 'A road sign.', tags: ['Roads'] });
      const byDescription = await create('entry', { assetId: 'public/w2.png', mediaType: 'Image', name: 'Road sign', description: 'Seen near the wombat burrow.', tags: ['Roads'] });
      const byTag = await create('entry', { assetId: 'public/w3.png', mediaType: 'Image', name: 'Burrow', description: 'Dusk.', tags: ['Wombats'] });
      const hits = (await search('entry', 'q=WOMB')).hits.map((h) => h.id);
      expect(hits).toEqual([byName.id, byTag.id, byDescription.id]);
      expect((await search('entry', 'q=wombat%20seen')).hits.map((h) => h.id)).toEqual([byDescription.id]);
      expect((await search('entry', 'q=%20%2C%20')).total.value).toBeGreaterThanOrEqual(3);
    });

    it('filters by tags (comma list, all present, any case) and by reusableAssetId', async () => {
      const both = await create('entry', { assetId: 'public/t1.png', mediaType: 'Image', tags: ['Platypus', 'Creek'] });
      const one = await create('entry', { assetId: 'public/t2.png', mediaType: 'Image', tags: ['Platypus'] });
      expect((await search('entry', 'tags=platypus,%20CREEK')).hits.map((h) => h.id)).toEqual([both.id]);
      expect((await search('entry', 'tags=Platypus')).hits.map((h) => h.id)).toEqual([one.id, both.id]);
      const exact = await search('entry', `reusableAssetId=${one.id}`);
      expect([exact.hits.map((h) => h.id), exact.total.value]).toEqual([[one.id], 1]);
      const proAsset = await create('pro', { assetId: 'public/p.png', mediaType: 'Image' });
      expect((await search('entry', `reusableAssetId=${proAsset.id}`)).total.value).toBe(0);
      expect((await search('admin', `reusableAssetId=${proAsset.id}`)).hits.map((h) => h.customerId)).toEqual([ids.pro]);
    });

    it('pages 20 at a time with from = the number already loaded, newest first', async () => {
      const made: number[] = [];
      for (let i = 0; i < 23; i++) made.push((await create('starter', { assetId: `public/page/${i}.png`, mediaType: 'Image', tags: ['Numbat'] })).id);
      const first = await search('starter', 'tags=numbat');
      expect(first.hits).toHaveLength(20);
      expect(first.total.value).toBe(23);
      expect(first.hits.map((h) => h.id)).toEqual([...made].reverse().slice(0, 20));
      const second = await search('starter', 'tags=numbat&from=20');
      expect(second.hits.map((h) => h.id)).toEqual([...made].reverse().slice(20));
      expect(second.total.value).toBe(23);
      const past = await search('starter', 'tags=numbat&from=500');
      expect([past.hits, past.total.value]).toEqual([[], 23]);
      for (const query of ['size=21', 'from=-1', 'reusableAssetId=abc', 'reusableAssetId=0']) {
        expect({ query, status: (await call('starter', 'GET', `/search/reusable-assets?${query}`)).statusCode }).toEqual({ query, status: 400 });
      }
    });
  });
});
