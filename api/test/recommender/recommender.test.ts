import type { FastifyInstance } from 'fastify';
import { RECOMMENDER_THEMES, type Recommender, type RecommenderItem, type RecommenderUser } from '../../src/contracts';
import type { Identity } from '../../src/plugins/app/identity/auth/authenticate';
import { recommenderService } from '../../src/plugins/app/recommender/recommender-service';
import { RECOMMENDER_SEED_STORYBOARDS } from '../../src/plugins/app/recommender/seed';
import { bearer, seededApp, signIn } from '../support/account';

/*
 * GET /recommender, POST /recommender/feedback, GET /recommender/storyboards/:id (issue 17,
 * docs/adr/034) on the demo data: the Pro customer's carousels are full, tiers without
 * viewRecommender are refused, feedback moves rankings, and another customer's private
 * storyboards and videos never appear.
 */
describe('recommender', () => {
  let app: FastifyInstance;
  let pro: { authorization: string };
  let entry: { authorization: string };
  let proId: number;
  let entryId: number;

  const get = async (headers = pro): Promise<Recommender> => {
    const res = await app.inject({ url: '/recommender', headers });
    expect(res.statusCode).toBe(200);
    return res.json().result as Recommender;
  };
  const feedback = (payload: object, headers = pro) => app.inject({ method: 'POST', url: '/recommender/feedback', headers, payload });
  const ids = (items: readonly RecommenderItem[]) => items.map((i) => i.id);
  const everything = (r: Recommender): RecommenderItem[] => [
    ...r.topRankedUsers,
    ...r.topVideos,
    ...r.topStoryboards,
    ...r.themes.flatMap((t) => [...t.storyboards, ...t.videos]),
  ];
  /** The status of a GET of a signed URL the api answered. */
  const opens = async (url: string | null): Promise<number> => {
    const { pathname, search } = new URL(url as string);
    return (await app.inject({ url: pathname + search })).statusCode;
  };
  const customerId = async (email: string) => Number((await app.db.query<{ id: string }>('select id from customers where email = $1', [email])).rows[0]?.id);

  beforeAll(async () => {
    app = await seededApp();
    pro = bearer((await signIn(app, 'pro@demo.test')).IdToken);
    entry = bearer((await signIn(app, 'entry@demo.test')).IdToken);
    proId = await customerId('pro@demo.test');
    entryId = await customerId('entry@demo.test');
  }, 120_000);
  afterAll(() => app.close());

  it('answers full carousels for the Pro demo customer', async () => {
    const r = await get();
    const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from library_assets where customer_id = $1 and media_type = 'Video'`, [proId]);
    expect(r.headline.videosAnalysed).toBe(rows[0]?.n);
    expect(r.headline.videosAnalysed).toBeGreaterThan(0);
    expect(r.topRankedUsers).toHaveLength(6);
    expect(r.topVideos.map((v) => v.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.topStoryboards.map((s) => s.letter).join('')).toBe('ABCDEFGHIJKLMNO');
    expect(r.themes.map((t) => [t.key, t.title, t.storyboards.length, t.videos.length])).toEqual(RECOMMENDER_THEMES.map((t) => [t.key, t.title, 6, 6]));
    // Orders follow the match: each list non-increasing without feedback.
    for (const list of [r.topRankedUsers, r.topVideos, r.topStoryboards, ...r.themes.flatMap((t) => [t.storyboards, t.videos])]) {
      const matches = list.map((i) => i.matchPercentage);
      expect(matches).toEqual([...matches].sort((a, b) => b - a));
    }
    // Every item with media carries its URL (signed per answer, docs/adr/034).
    for (const i of everything(r)) {
      expect(i.imgUrl === null).toBe(i.img === null);
      expect(i.videoUrl === null).toBe(i.videoAssetId === null);
    }
    expect(r.topStoryboards[0]?.matchPercentage).toBeGreaterThan(0);
    // Each theme's own seeded storyboard is among its storyboards; every marketplace one can be added (listingId).
    RECOMMENDER_SEED_STORYBOARDS.forEach((s, i) => expect(r.themes[i]?.storyboards.map((x) => x.title)).toContain(s.title));
    for (const s of r.topStoryboards) expect(s.listingId).not.toBeNull();
    expect(r.topStoryboards[0]?.shots.length).toBeGreaterThan(0);
    expect(r.topVideos[0]?.videoAssetId).toEqual(expect.any(String));
    expect(r.topRankedUsers[0]?.id).toMatch(/@/);
  });

  it('refuses plans without viewRecommender (403) and anonymous callers (401); admins pass', async () => {
    for (const email of ['entry@demo.test', 'starter@demo.test', 'beginner@demo.test']) {
      const headers = bearer((await signIn(app, email)).IdToken);
      for (const res of [
        await app.inject({ url: '/recommender', headers }),
        await feedback({ item_kind: 'storyboard', item_id: '1', thumbs: 'up' }, headers),
        await app.inject({ url: '/recommender/storyboards/1', headers }),
      ]) {
        expect({ email, status: res.statusCode, code: res.json().error_code }).toEqual({ email, status: 403, code: 'FEATURE_NOT_IN_PLAN' });
      }
    }
    expect((await app.inject({ url: '/recommender' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/recommender/feedback', payload: { item_kind: 'video', item_id: '1', thumbs: 'up' } })).statusCode).toBe(401);
    const admin = bearer((await signIn(app, 'admin@demo.test')).IdToken);
    expect((await app.inject({ url: '/recommender', headers: admin })).statusCode).toBe(200);
  });

  it('validates feedback (400) and refuses items the caller cannot see (404)', async () => {
    const { topStoryboards } = await get();
    const id = topStoryboards[0]?.id as string;
    for (const payload of [
      { item_kind: 'storyboard', item_id: id },
      { item_kind: 'storyboard', item_id: id, thumbs: 'sideways' },
      { item_kind: 'shot', item_id: id, thumbs: 'up' },
      { item_kind: 'storyboard', item_id: '', thumbs: 'up' },
      { item_kind: 'storyboard', item_id: id, ratings: { tone: 0, story: 3, film: 3 } },
      { item_kind: 'storyboard', item_id: id, ratings: { tone: 6, story: 3, film: 3 } },
      { item_kind: 'storyboard', item_id: id, ratings: { tone: 3, story: 3 } },
      { item_kind: 'storyboard', item_id: id, ratings: { tone: 2.5, story: 3, film: 3 } },
      { item_kind: 'storyboard', item_id: id, thumbs: 'up', extra: 1 },
    ]) {
      const res = await feedback(payload);
      expect({ payload, status: res.statusCode, keys: Object.keys(res.json()) }).toEqual({ payload, status: 400, keys: ['error_code', 'error_message'] });
    }
    const entryStoryboard = (await app.db.query<{ id: string }>('select id from storyboards where customer_id = $1 limit 1', [entryId])).rows[0]?.id;
    const entryVideo = (await app.db.query<{ id: string }>(`select id from library_assets where customer_id = $1 and media_type = 'Video' limit 1`, [entryId])).rows[0]?.id;
    const entryUser = (await app.db.query<{ user_email: string }>(`select user_email from library_assets where customer_id = $1 and user_email not in (select user_email from library_assets where customer_id = $2) limit 1`, [entryId, proId])).rows[0]?.user_email;
    for (const [kind, itemId] of [['storyboard', String(entryStoryboard)], ['video', String(entryVideo)], ['storyboard', '999999999'], ['video', 'abc'], ['user', entryUser ?? 'nobody@nowhere.test']]) {
      const res = await feedback({ item_kind: kind, item_id: itemId, thumbs: 'up' });
      expect({ kind, status: res.statusCode, code: res.json().error_code }).toEqual({ kind, status: 404, code: 'RECOMMENDER_NOT_FOUND' });
    }
    const { rows } = await app.db.query('select 1 from recommender_feedback');
    expect(rows).toHaveLength(0);
  });

  it('drops a thumbs-down item below the others, lifts it back when cleared, and keeps ratings', async () => {
    const before = await get();
    const top = before.topStoryboards[0] as RecommenderItem;
    const down = await feedback({ item_kind: 'storyboard', item_id: top.id, thumbs: 'down' });
    expect(down.statusCode).toBe(200);
    expect(down.json().result).toEqual({ item_kind: 'storyboard', item_id: top.id, thumbs: 'down', ratings: null });
    const after = await get();
    expect(ids(after.topStoryboards)).not.toContain(top.id);
    expect(after.topStoryboards[0]?.id).toBe(before.topStoryboards[1]?.id);
    // Thumbs down on the top user and the top video: they leave the first place too.
    const user = before.topRankedUsers[0] as RecommenderItem;
    const video = before.topVideos[0] as RecommenderItem;
    expect((await feedback({ item_kind: 'user', item_id: user.id, thumbs: 'down' })).statusCode).toBe(200);
    expect((await feedback({ item_kind: 'video', item_id: video.id, thumbs: 'down', ratings: { tone: 2, story: 2, film: 2 } })).statusCode).toBe(200);
    const sunk = await get();
    expect(sunk.topRankedUsers[0]?.id).not.toBe(user.id);
    expect(sunk.topVideos[0]?.id).not.toBe(video.id);
    expect(ids(sunk.topVideos)).not.toContain(video.id);
    // Cleared (null) with ratings kept: back on top.
    const cleared = await feedback({ item_kind: 'storyboard', item_id: top.id, thumbs: null, ratings: { tone: 5, story: 5, film: 5 } });
    expect(cleared.json().result).toEqual({ item_kind: 'storyboard', item_id: top.id, thumbs: null, ratings: { tone: 5, story: 5, film: 5 } });
    const back = await get();
    expect(back.topStoryboards[0]).toMatchObject({ id: top.id, letter: 'A', thumbs: null, ratings: { tone: 5, story: 5, film: 5 }, matchPercentage: top.matchPercentage });
    // Thumbs up alone keeps the ratings.
    expect((await feedback({ item_kind: 'storyboard', item_id: top.id, thumbs: 'up' })).json().result.ratings).toEqual({ tone: 5, story: 5, film: 5 });
    // Feedback is the caller's: the admin's answer is not moved by it.
    const { rows } = await app.db.query<{ customer_id: string }>('select distinct customer_id from recommender_feedback');
    expect(rows.map((r) => Number(r.customer_id))).toEqual([proId]);
  });

  it("never shows another customer's private storyboards or videos, even when they match best", async () => {
    // Entry writes a storyboard with the Pro customer's own words: the best possible match, but private.
    const { rows: proBoards } = await app.db.query<{ title: string; description: string; tags: string[] }>(
      `select title, description, tags from storyboards where customer_id = $1 and status <> 'Deleted' order by id limit 3`,
      [proId],
    );
    const project = (await app.db.query<{ id: string }>(`select id from projects where customer_id = $1 and project_type = 'Dev'`, [entryId])).rows[0]?.id;
    const inserted: string[] = [];
    for (const b of proBoards) {
      const { rows } = await app.db.query<{ id: string }>(
        'insert into storyboards (customer_id, project_id, title, description, tags) values ($1, $2, $3, $4, $5) returning id',
        [entryId, project, b.title, b.description, b.tags],
      );
      inserted.push(String(rows[0]?.id));
    }
    const r = await get();
    const shown = everything(r);
    const { rows: foreign } = await app.db.query<{ id: string }>(
      `select s.id from storyboards s where s.customer_id <> $1 and not exists (select 1 from marketplace_listings l where l.storyboard_id = s.id)`,
      [proId],
    );
    const { rows: foreignVideos } = await app.db.query<{ id: string; asset_id: string }>('select id, asset_id from library_assets where customer_id <> $1', [proId]);
    const storyboardIds = new Set(shown.filter((i) => i.kind === 'storyboard').map((i) => i.id));
    expect(foreign.map((f) => f.id).filter((id) => storyboardIds.has(id))).toEqual([]);
    expect(inserted.filter((id) => storyboardIds.has(id))).toEqual([]);
    const videoIds = new Set(shown.filter((i) => i.kind === 'video').map((i) => i.id));
    const assetKeys = new Set(shown.map((i) => i.videoAssetId));
    expect(foreignVideos.filter((v) => videoIds.has(v.id) || assetKeys.has(v.asset_id))).toEqual([]);
    // Nor does the storyboard modal open them.
    for (const id of inserted) {
      const res = await app.inject({ url: `/recommender/storyboards/${id}`, headers: pro });
      expect({ id, status: res.statusCode, code: res.json().error_code }).toEqual({ id, status: 404, code: 'RECOMMENDER_NOT_FOUND' });
    }
    // The Entry customer's own storyboards are theirs to see in their modal only if they had the feature: refused.
    expect((await app.inject({ url: `/recommender/storyboards/${inserted[0]}`, headers: entry })).statusCode).toBe(403);
  });

  it('opens the storyboard modal for a listed storyboard (ADD TO ACCOUNT: its listing) and for an own one', async () => {
    const r = await get();
    const listed = r.topStoryboards[1] as RecommenderItem;
    const res = await app.inject({ url: `/recommender/storyboards/${listed.id}`, headers: pro });
    expect(res.statusCode).toBe(200);
    const modal = res.json().result as RecommenderItem;
    expect(modal).toMatchObject({ id: listed.id, kind: 'storyboard', title: listed.title, listingId: listed.listingId, name: 'Story Portal Studio', matchPercentage: listed.matchPercentage });
    expect(modal.shots.map((s) => s.shotTitle)).toEqual(listed.shots.map((s) => s.shotTitle));
    // Another customer's media, signed for the caller by the recommender: each URL opens.
    expect(modal.img).not.toBeNull();
    expect(await opens(modal.imgUrl)).toBe(200);
    const shown = modal.shots.filter((s) => s.shotUrl !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const s of shown) expect(await opens(s.shotUrl)).toBe(200);
    const own = (await app.db.query<{ id: string; title: string }>(`select id, title from storyboards where customer_id = $1 and status <> 'Deleted' limit 1`, [proId])).rows[0];
    const mine = await app.inject({ url: `/recommender/storyboards/${own?.id}`, headers: pro });
    expect(mine.json().result).toMatchObject({ id: String(own?.id), title: own?.title, listingId: null });
    expect((await app.inject({ url: '/recommender/storyboards/abc', headers: pro })).statusCode).toBe(400);
    expect((await app.inject({ url: '/recommender/storyboards/999999999', headers: pro })).statusCode).toBe(404);
  });

  it('opens the user modal: the creator with their match, and the listed storyboards most like their videos', async () => {
    const r = await get();
    const top = r.topRankedUsers[1] as RecommenderItem;
    const res = await app.inject({ url: `/recommender/users/${encodeURIComponent(top.id.toUpperCase())}`, headers: pro });
    expect(res.statusCode).toBe(200);
    const { user, info, similarStoryboards } = res.json().result as RecommenderUser;
    expect(user).toMatchObject({ id: top.id, kind: 'user', name: top.name, matchPercentage: top.matchPercentage, videoAssetId: top.videoAssetId });
    // The info list is of the video the card shows, with the customer's industry.
    const video = (await app.db.query<{ asset_date: Date; project_type: string; script_title: string; source: string; asset_type: string }>(
      'select asset_date, project_type, script_title, source, asset_type from library_assets where asset_id = $1', [user.videoAssetId],
    )).rows[0];
    expect(info).toMatchObject({
      date: video?.asset_date.toISOString().slice(0, 10),
      projectType: video?.project_type,
      storyboard: video?.script_title || null,
      creator: top.id,
      source: video?.source,
      assetType: video?.asset_type,
      metadata: expect.stringMatching(/^Video/),
    });
    // Their video and its thumbnail, signed (protected keys: a signature and an expiry).
    expect(user.videoUrl).toMatch(/[?&]signature=/);
    expect(await opens(user.videoUrl)).toBe(200);
    expect(similarStoryboards).toHaveLength(6);
    // Best first, apart from what earlier feedback moved.
    const matches = similarStoryboards.filter((s) => s.thumbs === null && s.ratings === null).map((s) => s.matchPercentage);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const s of similarStoryboards) expect(s.listingId).not.toBeNull();
    // A thumbs-down storyboard leaves the user's similar storyboards too.
    const first = similarStoryboards[0] as RecommenderItem;
    await feedback({ item_kind: 'storyboard', item_id: first.id, thumbs: 'down' });
    const again = (await app.inject({ url: `/recommender/users/${encodeURIComponent(top.id)}`, headers: pro })).json().result;
    expect(again.similarStoryboards.map((s: RecommenderItem) => s.id)).not.toContain(first.id);
    await feedback({ item_kind: 'storyboard', item_id: first.id, thumbs: null });
    // Someone who filmed nothing for the Pro customer.
    const nobody = await app.inject({ url: '/recommender/users/nobody%40nowhere.test', headers: pro });
    expect({ status: nobody.statusCode, code: nobody.json().error_code }).toEqual({ status: 404, code: 'RECOMMENDER_NOT_FOUND' });
  });

  it('builds a model once per data generation: a repeat answer reuses it, a change rebuilds', async () => {
    await get();
    const built = app.recommender.stats().builds;
    await get();
    await get();
    expect(app.recommender.stats().builds).toBe(built);
    // Feedback moves no generation: it is read per answer.
    await feedback({ item_kind: 'storyboard', item_id: (await get()).topStoryboards[2]?.id as string, thumbs: 'up' });
    await get();
    expect(app.recommender.stats().builds).toBe(built);
    // The customer rewrites their storyboards in the words of one listed storyboard: rebuilt, and that one matches more.
    const target = (await get()).themes[8]?.storyboards.find((s) => s.title === 'Member survey results') as RecommenderItem;
    const matchOf = async () => (await app.inject({ url: `/recommender/storyboards/${target.id}`, headers: pro })).json().result.matchPercentage as number;
    const before = await matchOf();
    await app.db.query(`update storyboards set title = 'Survey results', description = $2, tags = $3 where customer_id = $1`, [proId, target.description, target.tags]);
    await get();
    expect(app.recommender.stats().builds).toBe(built + 1);
    expect(await matchOf()).toBeGreaterThan(before + 10);
  });

  it('keeps models within its budgets, least recently used out first, the newest always', async () => {
    const caller = (email: string) => ({ sub: email, email, username: email, claims: {} }) as unknown as Identity;
    const [proCaller, adminCaller] = [caller('pro@demo.test'), caller('admin@demo.test')];
    const byEntries = recommenderService({ db: app.db, cacheEntries: 1 });
    for (const c of [proCaller, adminCaller, proCaller, proCaller]) await byEntries.recommendations(c);
    expect(byEntries.stats()).toEqual({ builds: 3, entries: 1 });
    const byDocuments = recommenderService({ db: app.db, cacheDocuments: 1 });
    for (const c of [proCaller, proCaller, adminCaller, adminCaller]) await byDocuments.recommendations(c);
    expect(byDocuments.stats()).toEqual({ builds: 2, entries: 1 });
    const roomy = recommenderService({ db: app.db });
    for (const c of [proCaller, adminCaller, proCaller, adminCaller]) await roomy.recommendations(c);
    expect(roomy.stats()).toEqual({ builds: 2, entries: 2 });
  });
});
