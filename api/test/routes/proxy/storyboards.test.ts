import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_SHOT_IMAGES,
  STORYBOARD_MESSAGES,
  listingResponseSchema,
  listingSearchResponseSchema,
  scriptSearchResponseSchema,
  storyboardListResponseSchema,
  storyboardResponseSchema,
} from '../../../src/contracts';
import { customerRepository } from '../../../src/plugins/app/customers/customer-repository';
import { bearer, seededApp, signIn } from '../../support/account';
import { customerIdOf, listDirectly, makeStoryboard } from '../../support/storyboards';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('storyboard proxy calls (001 §7) and searches', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await seededApp();
    for (const who of ['pro', 'entry', 'starter', 'beginner', 'admin']) {
      tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
      ids[who] = await customerIdOf(app, `${who}@demo.test`);
    }
  });
  afterAll(() => app.close());

  const call = (who: string, method: Method, path: string, payload?: object) =>
    app.inject({ method, url: path, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
  const sb = (customerId: number, id?: number, rest = '') => `/proxy/v1/customers/${customerId}/storyboards${id ? `/${id}` : ''}${rest}`;
  const projectId = async (customerId: number, type: 'Dev' | 'Live') =>
    (await customerRepository(app.db).projectsOf(customerId)).find((p) => p.projectType === type)?.id ?? 0;

  describe('who may read and change', () => {
    it("reads the caller's own storyboards: the list and one with its permitted actions", async () => {
      const id = await makeStoryboard(app, ids.pro!, { title: 'Own list', shots: 2 });
      const list = await call('pro', 'GET', sb(ids.pro!));
      expect(list.statusCode).toBe(200);
      const items = storyboardListResponseSchema.parse(list.json()).result;
      expect(items.find((i) => i.scriptId === id)).toMatchObject({ scriptTitle: 'Own list', status: 'Draft', numberOfShots: 2 });
      const one = await call('pro', 'GET', sb(ids.pro!, id));
      const detail = storyboardResponseSchema.parse(one.json()).result;
      expect(detail).toMatchObject({ id, status: 'Draft', numberOfShots: 2, project: { projectType: 'Dev' }, listingId: null });
      expect(detail.permittedActions).toEqual(['release', 'delete', 'edit', 'backToDevProject']);
      expect(detail.information.duration).toBe(10_000);
    });

    it("refuses another customer's id with 403 on every storyboard route, and lets an admin in", async () => {
      const id = await makeStoryboard(app, ids.entry!, { status: 'Published' });
      const other = ids.entry!;
      const routes: [Method, string, object?][] = [
        ['GET', sb(other)],
        ['GET', sb(other, id)],
        ['POST', sb(other, id), { title: 'x' }],
        ['POST', sb(other, id, '/shots'), {}],
        ['POST', sb(other, id, '/shots/1'), { title: 'x' }],
        ['DELETE', sb(other, id, '/shots/1')],
        ['PUT', sb(other, id, '/assets/public%2Fa.png'), { assetId: 'public/a.png', mediaType: 'Image' }],
        ['POST', sb(other, id, '/project'), { projectId: 1 }],
        ['POST', sb(other, id, '/live'), { projectId: 1 }],
        ['POST', sb(other, id, '/suspend')],
        ['POST', sb(other, id, '/delete')],
        ['POST', sb(other, id, '/list'), { author: 'x' }],
        ['GET', `/proxy/v1/customers/${other}/listings`],
        ['GET', `/proxy/v1/customers/${other}/listings/1`],
        ['DELETE', `/proxy/v1/customers/${other}/listings/1`],
      ];
      for (const [method, path, body] of routes) {
        const res = await call('pro', method, path, body);
        expect({ method, path, status: res.statusCode, code: res.json().error_code }).toEqual({ method, path, status: 403, code: 'FORBIDDEN_CUSTOMER' });
      }
      expect((await call('admin', 'GET', sb(other, id))).statusCode).toBe(200);
    });

    it("answers 404 for another customer's storyboard under the caller's own id, and for an unknown one", async () => {
      const theirs = await makeStoryboard(app, ids.entry!);
      for (const id of [theirs, 99_999_999]) {
        const res = await call('pro', 'GET', sb(ids.pro!, id));
        expect(res.statusCode).toBe(404);
        expect(res.json().error_code).toBe('STORYBOARD_NOT_FOUND');
      }
    });

    it('refuses malformed ids and bodies with 400, never 500', async () => {
      expect((await call('pro', 'GET', sb(ids.pro!).replace(String(ids.pro), 'abc'))).statusCode).toBe(400);
      const id = await makeStoryboard(app, ids.pro!);
      for (const body of [{}, { title: 'x'.repeat(51) }, { title: 'ok', description: 'd'.repeat(281) }, { title: 'ok', tags: ['a', 'A'] }]) {
        const res = await call('pro', 'POST', sb(ids.pro!, id), body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error_code: expect.any(String), error_message: expect.any(String) });
      }
    });
  });

  describe('editing a Draft', () => {
    it('saves the summary and refuses it on a Published storyboard', async () => {
      const id = await makeStoryboard(app, ids.pro!);
      const res = await call('pro', 'POST', sb(ids.pro!, id), { title: 'New title', description: 'New words', tags: ['Brand', 'QLD'], denoisingMode: 'On' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ title: 'New title', description: 'New words', tags: ['Brand', 'QLD'], information: { denoisingMode: 'On' } });
      const published = await makeStoryboard(app, ids.pro!, { status: 'Published' });
      const refused = await call('pro', 'POST', sb(ids.pro!, published), { title: 'Nope' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_code).toBe('ACTION_NOT_ALLOWED');
    });

    it('adds shots with a default image, inserts at a number, moves one and deletes one, keeping 1..n', async () => {
      const id = await makeStoryboard(app, ids.pro!, { shots: 2 });
      const added = await call('pro', 'POST', sb(ids.pro!, id, '/shots'), { title: 'Third' });
      expect(added.statusCode).toBe(200);
      const first = await call('pro', 'POST', sb(ids.pro!, id, '/shots'), { title: 'New first', shotNumber: 1, durationMillis: 120_000 });
      expect(first.statusCode).toBe(200);
      let shots = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.shots as { id: number; title: string; shotNumber: number; imageAssetId: string }[];
      expect(shots.map((s) => [s.shotNumber, s.title])).toEqual([[1, 'New first'], [2, 'Shot 1'], [3, 'Shot 2'], [4, 'Third']]);
      expect(DEFAULT_SHOT_IMAGES).toContain(shots[3]?.imageAssetId);

      const third = shots[3]!.id;
      expect((await call('pro', 'POST', sb(ids.pro!, id, `/shots/${third}`), { shotNumber: 2 })).statusCode).toBe(200);
      shots = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.shots;
      expect(shots.map((s) => s.title)).toEqual(['New first', 'Third', 'Shot 1', 'Shot 2']);

      expect((await call('pro', 'DELETE', sb(ids.pro!, id, `/shots/${shots[0]!.id}`))).statusCode).toBe(200);
      shots = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.shots;
      expect(shots.map((s) => [s.shotNumber, s.title])).toEqual([[1, 'Third'], [2, 'Shot 1'], [3, 'Shot 2']]);
    });

    it('keeps shot durations to 1-120 s, shot types to admins, and shots to their storyboard', async () => {
      const id = await makeStoryboard(app, ids.pro!, { shots: 1 });
      const other = await makeStoryboard(app, ids.pro!, { shots: 1 });
      const shot = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.shots[0].id as number;
      const otherShot = (await call('pro', 'GET', sb(ids.pro!, other))).json().result.shots[0].id as number;
      for (const durationMillis of [999, 120_001]) {
        expect((await call('pro', 'POST', sb(ids.pro!, id, `/shots/${shot}`), { durationMillis })).statusCode).toBe(400);
      }
      expect((await call('pro', 'POST', sb(ids.pro!, id, `/shots/${shot}`), { shotType: 'Sideways' })).statusCode).toBe(400);
      const notAdmin = await call('pro', 'POST', sb(ids.pro!, id, `/shots/${shot}`), { shotType: 'Audio' });
      expect([notAdmin.statusCode, notAdmin.json().error_code]).toEqual([403, 'ADMIN_ONLY']);
      expect((await call('admin', 'POST', sb(ids.pro!, id, `/shots/${shot}`), { shotType: 'Audio' })).statusCode).toBe(200);
      const foreign = await call('pro', 'POST', sb(ids.pro!, id, `/shots/${otherShot}`), { title: 'x' });
      expect([foreign.statusCode, foreign.json().error_code]).toEqual([404, 'SHOT_NOT_FOUND']);
    });

    it('attaches an asset to a shot or as an OFF asset', async () => {
      const id = await makeStoryboard(app, ids.pro!, { shots: 1 });
      const shot = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.shots[0].id as number;
      const key = 'public/clips/a.mp4';
      const put = await call('pro', 'PUT', sb(ids.pro!, id, `/assets/${encodeURIComponent(key)}`), { assetId: key, mediaType: 'Video', shotId: shot });
      expect(put.statusCode).toBe(200);
      const off = 'public/clips/b.mp4';
      await call('pro', 'PUT', sb(ids.pro!, id, `/assets/${encodeURIComponent(off)}`), { assetId: off, mediaType: 'Video' });
      const assets = (await call('pro', 'GET', sb(ids.pro!, id))).json().result.assets;
      expect(assets).toEqual([
        expect.objectContaining({ assetId: key, shotId: shot, mediaType: 'Video' }),
        expect.objectContaining({ assetId: off, shotId: null }),
      ]);
      const mismatch = await call('pro', 'PUT', sb(ids.pro!, id, '/assets/other'), { assetId: key, mediaType: 'Video' });
      expect(mismatch.statusCode).toBe(400);
    });

    it('lets a Beginner edit their own storyboards but not a marketplace copy (customiseStoryboard)', async () => {
      const own = await makeStoryboard(app, ids.beginner!);
      expect((await call('beginner', 'POST', sb(ids.beginner!, own), { title: 'Mine' })).statusCode).toBe(200);
      const copy = await makeStoryboard(app, ids.beginner!, { fromMarketplace: true });
      const res = await call('beginner', 'POST', sb(ids.beginner!, copy), { title: 'Mine' });
      expect([res.statusCode, res.json().error_code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
      const starterCopy = await makeStoryboard(app, ids.pro!, { fromMarketplace: true });
      expect((await call('pro', 'POST', sb(ids.pro!, starterCopy), { title: 'Mine' })).statusCode).toBe(200);
    });
  });

  describe('status and environment actions (001 §4)', () => {
    it('suspends a Published storyboard to Draft, and not while listed', async () => {
      const id = await makeStoryboard(app, ids.pro!, { status: 'Published' });
      const res = await call('pro', 'POST', sb(ids.pro!, id, '/suspend'));
      expect(res.statusCode).toBe(200);
      expect(res.json().result.status).toBe('Draft');
      expect((await call('pro', 'POST', sb(ids.pro!, id, '/suspend'))).json().error_code).toBe('ACTION_NOT_ALLOWED');
      const listed = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Live' });
      await listDirectly(app, listed);
      for (const action of ['/suspend', '/delete']) {
        const refused = await call('pro', 'POST', sb(ids.pro!, listed, action));
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error_code: 'IN_MARKETPLACE', error_message: STORYBOARD_MESSAGES.inMarketplace });
      }
    });

    it('deletes: the storyboard leaves the list and its reads; a Deleted one permits nothing', async () => {
      const id = await makeStoryboard(app, ids.pro!, { title: 'To delete' });
      expect((await call('pro', 'POST', sb(ids.pro!, id, '/delete'))).statusCode).toBe(200);
      expect((await call('pro', 'GET', sb(ids.pro!, id))).statusCode).toBe(404);
      const list = (await call('pro', 'GET', sb(ids.pro!))).json().result as { scriptId: number }[];
      expect(list.some((s) => s.scriptId === id)).toBe(false);
      const rendering = await makeStoryboard(app, ids.pro!, { status: 'Rendering' });
      expect((await call('pro', 'POST', sb(ids.pro!, rendering, '/delete'))).statusCode).toBe(409);
    });

    it('moves to live only a Published Dev storyboard released in High quality, into the Live project', async () => {
      const live = await projectId(ids.pro!, 'Live');
      const dev = await projectId(ids.pro!, 'Dev');
      const id = await makeStoryboard(app, ids.pro!, { status: 'Published', quality: 'High' });
      const wrongProject = await call('pro', 'POST', sb(ids.pro!, id, '/live'), { projectId: dev });
      expect(wrongProject.json().error_code).toBe('PROJECT_MOVE_REFUSED');
      const moved = await call('pro', 'POST', sb(ids.pro!, id, '/live'), { projectId: live });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().result.project.projectType).toBe('Live');
      const low = await makeStoryboard(app, ids.pro!, { status: 'Published', quality: 'Low' });
      const refused = await call('pro', 'POST', sb(ids.pro!, low, '/live'), { projectId: live });
      expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'PROJECT_MOVE_REFUSED']);
      const draft = await makeStoryboard(app, ids.pro!, { status: 'Draft' });
      expect((await call('pro', 'POST', sb(ids.pro!, draft, '/live'), { projectId: live })).json().error_code).toBe('ACTION_NOT_ALLOWED');
      const theirs = await projectId(ids.entry!, 'Live');
      expect((await call('pro', 'POST', sb(ids.pro!, id, '/live'), { projectId: theirs })).statusCode).toBe(409);
    });

    it('goes back to dev from Live, not while listed', async () => {
      const dev = await projectId(ids.pro!, 'Dev');
      const id = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Live' });
      const listing = await listDirectly(app, id);
      const refused = await call('pro', 'POST', sb(ids.pro!, id, '/project'), { projectId: dev });
      expect(refused.json()).toEqual({ error_code: 'IN_MARKETPLACE', error_message: STORYBOARD_MESSAGES.inMarketplace });
      expect((await call('pro', 'DELETE', `/proxy/v1/customers/${ids.pro}/listings/${listing}`)).statusCode).toBe(200);
      const moved = await call('pro', 'POST', sb(ids.pro!, id, '/project'), { projectId: dev });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().result).toMatchObject({ project: { projectType: 'Dev' }, listingId: null });
    });
  });

  describe('the marketplace', () => {
    it('lists a Live, Published storyboard with a sector tag; reads it back; the owner unlists it', async () => {
      const id = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Live', tags: ['Sports', 'QLD'], shots: 2 });
      const listed = await call('pro', 'POST', sb(ids.pro!, id, '/list'), { author: 'Priya Patel', description: 'Club filmmaker' });
      expect(listed.statusCode).toBe(200);
      const listingId = listed.json().result.id as number;
      const one = await call('entry', 'GET', `/proxy/v1/customers/${ids.entry}/listings/${listingId}`);
      expect(listingResponseSchema.parse(one.json()).result).toMatchObject({
        listingId,
        scriptId: id,
        author: { name: 'Priya Patel', description: 'Club filmmaker' },
        script: { numberOfShots: 2, duration: 10_000, tags: ['Sports', 'QLD'] },
      });
      expect((await call('pro', 'POST', sb(ids.pro!, id, '/list'), { author: 'Again' })).json().error_code).toBe('ALREADY_LISTED');
      const notOwner = await call('entry', 'DELETE', `/proxy/v1/customers/${ids.entry}/listings/${listingId}`);
      expect(notOwner.statusCode).toBe(404);
      expect((await call('pro', 'DELETE', `/proxy/v1/customers/${ids.pro}/listings/${listingId}`)).statusCode).toBe(200);
      expect((await call('pro', 'GET', sb(ids.pro!, id))).json().result.listingId).toBeNull();
    });

    it('refuses a storyboard without a sector tag, one not Live and Published, and a Beginner', async () => {
      const untagged = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Live', tags: ['QLD'] });
      const res = await call('pro', 'POST', sb(ids.pro!, untagged, '/list'), { author: 'A' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error_code: 'REQUIRED_TAGS', error_message: STORYBOARD_MESSAGES.requiredTags });
      const dev = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Dev' });
      expect((await call('pro', 'POST', sb(ids.pro!, dev, '/list'), { author: 'A' })).json().error_code).toBe('NOT_LISTABLE');
      const beginners = await makeStoryboard(app, ids.beginner!, { status: 'Published', project: 'Live' });
      const beginner = await call('beginner', 'POST', sb(ids.beginner!, beginners, '/list'), { author: 'A' });
      expect([beginner.statusCode, beginner.json().error_code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
    });
  });

  describe('demo data', () => {
    it('gives each demo customer a storyboard in each status but Deleted, and the admin a marketplace of 20+', async () => {
      const mine = storyboardListResponseSchema.parse((await call('starter', 'GET', sb(ids.starter!))).json()).result;
      expect(new Set(mine.map((s) => s.status))).toEqual(new Set(['Published', 'Draft', 'ReadyToPublish', 'Processing', 'Rendering', 'Submitted', 'Obsoleted']));
      expect(new Set(mine.map((s) => s.project.projectType))).toEqual(new Set(['Dev', 'Live']));
      const market = listingSearchResponseSchema.parse((await call('starter', 'GET', '/search/listings')).json()).result;
      expect(market.total.value).toBeGreaterThanOrEqual(20);
      const popular = listingSearchResponseSchema.parse((await call('starter', 'GET', '/search/listings?tags=Popular')).json()).result;
      expect(popular.total.value).toBeGreaterThanOrEqual(5);
    });
  });

  describe('searches', () => {
    it("/search/scripts finds the caller's storyboards by word prefix, tags and project, a page at a time", async () => {
      const a = await makeStoryboard(app, ids.entry!, { title: 'Zephyr cup highlights', tags: ['Sports', 'Zedland'] });
      const b = await makeStoryboard(app, ids.entry!, { title: 'Volunteer thanks', tags: ['Social'], project: 'Live', status: 'Published' });
      await makeStoryboard(app, ids.pro!, { title: 'Zephyr opening', tags: ['Sports', 'Zedland'] });
      const search = async (query: string) => scriptSearchResponseSchema.parse((await call('entry', 'GET', `/search/scripts?${query}`)).json()).result;

      const zephyr = await search('q=zeph');
      expect(zephyr.hits.map((h) => h.scriptId)).toEqual([a]);
      expect(zephyr.total.value).toBe(1);
      expect((await search('tags=sports,%20zedland')).hits.map((h) => h.scriptId)).toEqual([a]);
      const live = (await search('projectType=Live')).hits;
      expect(live.map((h) => h.scriptId)).toContain(b);
      expect(live.every((h) => h.project.projectType === 'Live')).toBe(true);
      const latest = await search('size=1&sortBy=lastUpdated&sortOrder=desc');
      expect(latest.hits.map((h) => h.scriptId)).toEqual([b]);
      expect(latest.total.value).toBeGreaterThanOrEqual(2);
      const past = await search('from=500');
      expect(past.hits).toEqual([]);
      expect(past.total.value).toBe(latest.total.value);
      expect((await call('entry', 'GET', '/search/scripts?size=0')).statusCode).toBe(400);
    });

    it('/search/users finds customers by name or e-mail for an admin, 10 a page, and refuses a customer', async () => {
      const res = await call('admin', 'GET', '/search/users?q=DEMO.TEST&size=10');
      expect(res.statusCode).toBe(200);
      const { hits, total } = res.json().result as { hits: { id: number; fullName: string; email: string }[]; total: { value: number } };
      expect(hits.map((h) => h.email)).toEqual(expect.arrayContaining(['pro@demo.test', 'beginner@demo.test']));
      expect(hits.map((h) => h.email)).not.toContain('admin@demo.test');
      expect(total.value).toBe(hits.length);
      const byName = (await call('admin', 'GET', '/search/users?q=priya')).json().result.hits;
      expect(byName).toEqual([{ id: ids.pro, fullName: 'Priya Patel', email: 'pro@demo.test' }]);
      expect((await call('admin', 'GET', '/search/users?q=%25')).json().result.hits).toEqual([]);
      expect((await call('admin', 'GET', '/search/users?size=11')).statusCode).toBe(400);
      const refused = await call('pro', 'GET', '/search/users?q=demo');
      expect([refused.statusCode, refused.json().error_code]).toEqual([403, 'ADMIN_ONLY']);
    });

    it('/search/listings searches the whole marketplace; tags=Popular gives the popular ones', async () => {
      const popular = await makeStoryboard(app, ids.pro!, { title: 'Popular pick', tags: ['Popular', 'Brand'], status: 'Published', project: 'Live' });
      const plain = await makeStoryboard(app, ids.entry!, { title: 'Quokka pick', tags: ['Brand'], status: 'Published', project: 'Live' });
      await listDirectly(app, popular);
      await listDirectly(app, plain);
      const res = await call('beginner', 'GET', '/search/listings?tags=Popular');
      const hits = listingSearchResponseSchema.parse(res.json()).result.hits;
      expect(hits.map((h) => h.scriptId)).toContain(popular);
      expect(hits.map((h) => h.scriptId)).not.toContain(plain);
      const byWord = listingSearchResponseSchema.parse((await call('beginner', 'GET', '/search/listings?q=quokka')).json()).result;
      expect(byWord.hits.map((h) => h.scriptId)).toEqual([plain]);
    });
  });
});
