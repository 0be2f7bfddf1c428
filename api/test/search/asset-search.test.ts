import type { FastifyInstance } from 'fastify';
import type { AssetHit } from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { addFilmed, callerOf, searchAssets, type Caller } from '../support/library';
import { makeStoryboard } from '../support/storyboards';

/*
 * GET /search/assets (001 §7): every parameter, the sort orders, paging with `from`, the
 * day taken from the asset id, who sees what, and the answers kept under the library's
 * generation (migration 012, docs/adr/021).
 */
describe('GET /search/assets', () => {
  let app: FastifyInstance;
  let pro: Caller;
  let entry: Caller;
  let admin: string;
  let cup: number;
  let final: number;
  let keys: string[];

  const who = (email: string): Promise<Caller> => callerOf(app, email);

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { workers: false } });
    pro = await who('pro@demo.test');
    entry = await who('entry@demo.test');
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    cup = await makeStoryboard(app, pro.id, { title: 'Kookaburra cup', shots: 3, project: 'Dev', tags: ['Racing'] });
    await app.db.query(`update shots set title = (array['Arrival', 'Kookaburra race', 'Finish line'])[shot_number] where storyboard_id = $1`, [cup]);
    final = await makeStoryboard(app, pro.id, { title: 'Kookaburra final', shots: 1, project: 'Live', tags: ['Racing'] });
    keys = await addFilmed(app, pro.id, cup, pro.sub, [
      { userEmail: 'mia.chen@fans.test', flicTitle: "Mia's cup", shot: 1, tags: ['Racing', 'QLD'], filmedAt: new Date('2026-03-02T10:00:00Z'), day: '2026/03/02' },
      { userEmail: 'jack.taylor@members.test', flicTitle: "Jack's cup", shot: 2, mediaType: 'Image', name: 'race.jpg', tags: ['racing'], filmedAt: new Date('2026-03-01T09:00:00Z') },
      // No time from the app: the day comes from the key's segments 3 to 5.
      { userEmail: 'mia.chen@fans.test', flicTitle: "Mia's cup", shot: 3, mediaType: 'Audio', name: 'cheer.m4a', filmedAt: null, day: '2026/02/27' },
      { userEmail: 'coach@studio.test', flicTitle: '', shot: 2, source: 'DG', assetType: 'ShotExplanation', filmedAt: new Date('2026-02-20T08:00:00Z') },
      { userEmail: 'photos@stock.test', flicTitle: '', shot: 3, source: 'Stock', assetType: 'ShotImage', mediaType: 'Image', name: 'line.jpg', filmedAt: new Date('2026-02-25T08:00:00Z') },
      { userEmail: 'mia.chen@fans.test', flicTitle: "Mia's cup", shot: null, name: 'movie.mp4', filmedAt: new Date('2026-03-02T12:00:00Z') },
    ]);
    keys.push(...(await addFilmed(app, pro.id, final, pro.sub, [{ userEmail: 'zoe@fans.test', flicTitle: "Zoe's final", shot: 1, filmedAt: new Date('2026-03-03T08:00:00Z') }])));
  });
  afterAll(() => app.close());

  /** Searches pro's Kookaburra storyboards with `query`; the names of the hits in order. */
  const names = async (query: string, token = pro.token, words = ''): Promise<string[]> => {
    const found = await searchAssets(app, token, `q=kookaburra${words ? `%20${words}` : ''}${query ? `&${query}` : ''}`);
    expect(found.status).toBe(200);
    expect(found.total).toBe(found.hits.length);
    return found.hits.map((h) => `${h.scriptTitle}/${h.shotNumber ?? '-'}/${h.name}`);
  };

  it('answers in the spec\'s row shape, newest first, with the media facts', async () => {
    const found = await searchAssets(app, pro.token, `scriptId=${cup}`);
    expect(found.total).toBe(6);
    expect(found.relation).toBe('eq');
    const first = found.hits[0] as AssetHit;
    expect(first).toEqual({
      id: expect.any(Number),
      assetId: keys[5],
      customerId: pro.id,
      date: '2026-03-02T12:00:00.000Z',
      userEmail: 'mia.chen@fans.test',
      project: { id: expect.any(Number), code: 'demo-pro-dev', projectType: 'Dev' },
      flicTitle: "Mia's cup",
      scriptId: cup,
      scriptTitle: 'Kookaburra cup',
      shotId: null,
      shotNumber: null,
      flicShotNumber: null,
      shotTitle: '',
      name: 'movie.mp4',
      assetType: 'Flic',
      mediaType: 'Video',
      source: 'UGV',
      subtitleAssetId: null,
      tags: [],
      status: null,
      durationMillis: null,
      thumbnailAssetId: null,
      streamAssetId: null,
    });
    expect(found.hits.map((h) => h.date)).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-03-01T09:00:00.000Z',
      '2026-02-27T00:00:00.000Z',
      '2026-02-25T08:00:00.000Z',
      '2026-02-20T08:00:00.000Z',
    ]);
  });

  it('dates an asset the app sent no time for by its key (path segments 3 to 5)', async () => {
    const [hit] = (await searchAssets(app, pro.token, `scriptId=${cup}&mediaType=Audio`)).hits;
    expect(hit?.assetId).toMatch(/^private\/[^/]+\/library\/2026\/02\/27\//);
    expect(hit?.date).toBe('2026-02-27T00:00:00.000Z');
    // The same day sorts with the others, ascending too.
    const ascending = await searchAssets(app, pro.token, `scriptId=${cup}&sortOrder=asc`);
    expect(ascending.hits.map((h) => h.date.slice(0, 10))).toEqual(['2026-02-20', '2026-02-25', '2026-02-27', '2026-03-01', '2026-03-02', '2026-03-02']);
  });

  it('filters by every parameter of 001 §7 and by source', async () => {
    expect(await names('')).toHaveLength(7);
    expect(await names('userEmail=mia.chen@fans.test')).toEqual(['Kookaburra cup/-/movie.mp4', 'Kookaburra cup/1/clip.mp4', 'Kookaburra cup/3/cheer.m4a']);
    expect(await names('userEmail=jack')).toEqual(['Kookaburra cup/2/race.jpg']);
    // A column's words match that column only: "cup" is in the titles, not the e-mails.
    expect(await names('userEmail=cup')).toEqual([]);
    expect(await names('projectType=Live')).toEqual(['Kookaburra final/1/clip.mp4']);
    expect(await names('projectType=Dev')).toHaveLength(6);
    expect(await names("flicTitle=jack's")).toEqual(['Kookaburra cup/2/race.jpg']);
    expect(await names('flicTitle=kookaburra')).toEqual([]);
    expect(await names(`scriptId=${final}`)).toEqual(['Kookaburra final/1/clip.mp4']);
    expect(await names('scriptTitle=final')).toEqual(['Kookaburra final/1/clip.mp4']);
    expect(await names('scriptTitle=race')).toEqual([]);
    expect(await names('shotNumber=3')).toEqual(['Kookaburra cup/3/cheer.m4a', 'Kookaburra cup/3/line.jpg']);
    expect(await names('shotTitle=kookaburra%20ra')).toEqual(['Kookaburra cup/2/race.jpg', 'Kookaburra cup/2/clip.mp4']);
    expect(await names('mediaType=Image')).toEqual(['Kookaburra cup/2/race.jpg', 'Kookaburra cup/3/line.jpg']);
    expect(await names('mediaType=Audio')).toEqual(['Kookaburra cup/3/cheer.m4a']);
    expect(await names('assetType=Movie')).toEqual(['Kookaburra cup/-/movie.mp4']);
    expect(await names('assetType=Shot')).toHaveLength(6);
    expect(await names('assetType=ShotExplanation')).toEqual(['Kookaburra cup/2/clip.mp4']);
    expect(await names('source=DG')).toEqual(['Kookaburra cup/2/clip.mp4']);
    expect(await names('source=Stock')).toEqual(['Kookaburra cup/3/line.jpg']);
    expect(await names('source=UGV&mediaType=Video')).toEqual(['Kookaburra final/1/clip.mp4', 'Kookaburra cup/-/movie.mp4', 'Kookaburra cup/1/clip.mp4']);
    // Tags: all of them, any case.
    expect(await names('tags=RACING')).toEqual(['Kookaburra cup/1/clip.mp4', 'Kookaburra cup/2/race.jpg']);
    expect(await names('tags=racing,qld')).toEqual(['Kookaburra cup/1/clip.mp4']);
    // Words: the start of words in the titles, shot title, e-mail and tags.
    expect(await names('', pro.token, 'finish')).toEqual(['Kookaburra cup/3/cheer.m4a', 'Kookaburra cup/3/line.jpg']);
    expect(await names('', pro.token, 'zoe')).toEqual(['Kookaburra final/1/clip.mp4']);
    expect(await names('', pro.token, 'qld')).toEqual(['Kookaburra cup/1/clip.mp4']);
    expect(await names('userEmail=mia&mediaType=Video&shotNumber=1')).toEqual(['Kookaburra cup/1/clip.mp4']);
    // The Date column (ours): a day, a month or a year, in UTC days.
    expect(await names('date=2026-03-02')).toEqual(['Kookaburra cup/-/movie.mp4', 'Kookaburra cup/1/clip.mp4']);
    expect(await names('date=2026-02-27')).toEqual(['Kookaburra cup/3/cheer.m4a']);
    expect(await names('date=2026-02')).toHaveLength(3);
    expect(await names('date=2026')).toHaveLength(7);
    expect(await names('date=2025')).toEqual([]);
  });

  it('sorts by every column, either way, ties by date', async () => {
    const order = async (sortBy: string, sortOrder: string): Promise<AssetHit[]> =>
      (await searchAssets(app, pro.token, `scriptId=${cup}&sortBy=${sortBy}&sortOrder=${sortOrder}`)).hits;
    const byDate = (a: AssetHit, b: AssetHit): number => a.date.localeCompare(b.date) || a.id - b.id;
    const expected = (key: (h: AssetHit) => string | number | null, dir: 'asc' | 'desc', hits: AssetHit[]): number[] => {
      const sign = dir === 'asc' ? 1 : -1;
      // PostgreSQL's order: nulls last going up, first going down; ties by date, then id.
      const cmp = (a: AssetHit, b: AssetHit): number => {
        const [x, y] = [key(a), key(b)];
        if (x === y) return sign * byDate(a, b);
        if (x === null) return sign;
        if (y === null) return -sign;
        return sign * (x < y ? -1 : 1);
      };
      return [...hits].sort(cmp).map((h) => h.id);
    };
    const keysOf: Record<string, (h: AssetHit) => string | number | null> = {
      date: () => 0,
      userEmail: (h) => h.userEmail,
      projectType: (h) => h.project.projectType,
      flicTitle: (h) => h.flicTitle,
      scriptTitle: (h) => h.scriptTitle,
      shotNumber: (h) => h.shotNumber,
      shotTitle: (h) => h.shotTitle,
      assetType: (h) => h.assetType,
    };
    for (const [sortBy, key] of Object.entries(keysOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const hits = await order(sortBy, dir);
        expect({ sortBy, dir, ids: hits.map((h) => h.id) }).toEqual({ sortBy, dir, ids: expected(key, dir, hits) });
      }
    }
    expect((await order('shotNumber', 'asc')).map((h) => h.shotNumber)).toEqual([1, 2, 2, 3, 3, null]);
    expect((await order('userEmail', 'desc')).map((h) => h.userEmail)[0]).toBe('photos@stock.test');
  });

  it('pages with from: 20 at a time, then past the end, the total always the same', async () => {
    const many = await makeStoryboard(app, pro.id, { title: 'Paged cup', shots: 1 });
    await addFilmed(
      app,
      pro.id,
      many,
      pro.sub,
      Array.from({ length: 45 }, (_, i) => ({ filmedAt: new Date(Date.UTC(2026, 0, 1, 0, i)), name: `p${i}.mp4` })),
    );
    const pages = [];
    for (const from of [0, 20, 40, 60]) pages.push(await searchAssets(app, pro.token, `scriptId=${many}&from=${from}`));
    expect(pages.map((p) => [p.hits.length, p.total])).toEqual([[20, 45], [20, 45], [5, 45], [0, 45]]);
    const names = pages.flatMap((p) => p.hits.map((h) => h.name));
    expect(names).toEqual(Array.from({ length: 45 }, (_, i) => `p${44 - i}.mp4`));
    // The same through the broad path (no narrowing filter): the customer's whole library.
    const all = await searchAssets(app, pro.token, '');
    const { rows } = await app.db.query<{ n: number }>('select count(*)::int as n from library_assets where customer_id = $1', [pro.id]);
    expect(all.total).toBe(rows[0]?.n);
    expect(all.hits).toHaveLength(20);
    const next = await searchAssets(app, pro.token, 'from=20');
    expect(new Set([...all.hits, ...next.hits].map((h) => h.id)).size).toBe(40);
  });

  it('says "at least" past 1,000 matches of a narrowed search, and still tells there is more', async () => {
    const big = await makeStoryboard(app, pro.id, { title: 'Crowded cup', shots: 1 });
    await addFilmed(app, pro.id, big, pro.sub, Array.from({ length: 1005 }, (_, i) => ({ name: `c${i}.mp4`, filmedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })));
    const first = await searchAssets(app, pro.token, `scriptId=${big}`);
    expect([first.total, first.relation]).toEqual([1000, 'gte']);
    const deep = await searchAssets(app, pro.token, `scriptId=${big}&from=980&size=20`);
    expect([deep.hits.length, deep.total, deep.relation]).toEqual([20, 1001, 'gte']);
    const last = await searchAssets(app, pro.token, `scriptId=${big}&from=1000`);
    expect([last.hits.length, last.total, last.relation]).toEqual([5, 1005, 'eq']);
    // The enumerated filters count from library_asset_counts: exact at any size.
    const videos = await searchAssets(app, pro.token, 'mediaType=Video');
    const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from library_assets where customer_id = $1 and media_type = 'Video'`, [pro.id]);
    expect([videos.total, videos.relation]).toEqual([rows[0]?.n, 'eq']);
    expect(videos.total).toBeGreaterThan(1000);
  });

  it("shows a customer their own library only; an admin's covers every customer's", async () => {
    const theirs = await makeStoryboard(app, entry.id, { title: 'Kookaburra rival', shots: 1 });
    const [entryKey] = await addFilmed(app, entry.id, theirs, entry.sub, [{ userEmail: 'rival@fans.test' }]);
    expect(await names('')).toHaveLength(7);
    expect(await names('', entry.token)).toEqual(['Kookaburra rival/1/clip.mp4']);
    expect((await searchAssets(app, entry.token, `scriptId=${cup}`)).hits).toEqual([]);
    const everyone = await searchAssets(app, admin, 'q=kookaburra');
    expect(everyone.total).toBe(8);
    expect(new Set(everyone.hits.map((h) => h.customerId))).toEqual(new Set([pro.id, entry.id]));
    expect(everyone.hits.map((h) => h.assetId)).toContain(entryKey);
  });

  it('needs the videos entitlement, a token and valid parameters', async () => {
    const starter = (await signIn(app, 'starter@demo.test')).IdToken;
    const refused = await app.inject({ url: '/search/assets', headers: bearer(starter) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FEATURE_NOT_IN_PLAN' });
    expect((await app.inject({ url: '/search/assets' })).statusCode).toBe(401);
    for (const bad of ['mediaType=Other', 'assetType=Clip', 'source=ugv', 'sortBy=name', 'sortOrder=up', 'from=-1', 'shotNumber=0', 'scriptId=x', 'projectType=Test', 'size=101', 'date=2026-02-30', 'date=02/03/2026', 'date=2026-13']) {
      const res = await app.inject({ url: `/search/assets?${bad}`, headers: bearer(pro.token) });
      expect({ bad, status: res.statusCode, code: res.json().error_code }).toEqual({ bad, status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers a repeated search from what it kept, until the library or its media change', async () => {
    const query = `scriptId=${cup}&sortBy=shotTitle`;
    const searches = async (run: () => Promise<unknown>): Promise<number> => {
      const spy = jest.spyOn(app.db, 'query');
      try {
        await run();
        return spy.mock.calls.filter(([sql]) => /from library_assets l/.test(String(sql))).length;
      } finally {
        spy.mockRestore();
      }
    };
    const first = await searchAssets(app, pro.token, query);
    let again = first;
    expect(await searches(async () => (again = await searchAssets(app, pro.token, `sortBy=shotTitle&scriptId=${cup}`)))).toBe(0);
    expect(again.body).toBe(first.body);

    // The media of an asset is registered and processed: the answer shows it.
    await app.db.query(
      `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, status, duration_millis, thumbnail_key)
       values ($1, $2, 'memory', 'Video', 'video/mp4', 10, 'Ready', 2500, $2 || '.media/thumbnail.jpg')`,
      [pro.id, keys[0]],
    );
    const withMedia = await searchAssets(app, pro.token, query);
    expect(withMedia.hits.find((h) => h.assetId === keys[0])).toMatchObject({ status: 'Ready', durationMillis: 2500, thumbnailAssetId: `${keys[0]}.media/thumbnail.jpg` });

    // A storyboard's rename reaches its assets, and the answer.
    await app.db.query(`update storyboards set title = 'Kookaburra classic' where id = $1`, [cup]);
    expect(new Set((await searchAssets(app, pro.token, query)).hits.map((h) => h.scriptTitle))).toEqual(new Set(['Kookaburra classic']));
    await app.db.query(`update shots set title = 'Home straight' where storyboard_id = $1 and shot_number = 3`, [cup]);
    expect((await searchAssets(app, pro.token, `${query}&shotTitle=home`)).hits.map((h) => h.name).sort()).toEqual(['cheer.m4a', 'line.jpg']);
    await app.db.query(`update storyboards set title = 'Kookaburra cup' where id = $1`, [cup]);
    await app.db.query(`update shots set title = 'Finish line' where storyboard_id = $1 and shot_number = 3`, [cup]);

    // Cache-Control: no-cache reads the database.
    const fresh = await searches(() => app.inject({ url: `/search/assets?${query}`, headers: { ...bearer(pro.token), 'cache-control': 'no-cache' } }));
    expect(fresh).toBe(1);
  });
});
