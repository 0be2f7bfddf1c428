import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIDEOS_WELCOME_VIDEO_KEY, assetDateFromKey } from '../../src/contracts';
import { runMigrations, type Db } from '../../src/db';
import { demoMediaDir } from '../../src/plugins/app/library/demo-media';
import { DEMO_LIBRARY_MIN_ASSETS, seedLibrary, weekStart } from '../../src/plugins/app/library/seed';
import { streamKeyOf, thumbnailKeyOf } from '../../src/plugins/app/media/derived-keys';
import { MediaToolError } from '../../src/plugins/app/media/tools';
import { MemoryObjectStorage, readObject } from '../../src/plugins/app/storage';
import { seedStoryboards } from '../../src/plugins/app/storyboards/seed';
import { runSeed } from '../../src/seed';
import { memoryDb, testConfig } from '../helpers';

/*
 * The demo videos library (docs/adr/026): for the customers whose plan has the videos,
 * end users' clips, stills and tones over the ~90 days before this week, each its own key
 * and Ready media row with its thumbnail and HLS rendition stored; idempotent, and a seed
 * of another database stores nothing the store already holds.
 */
describe('demo videos library', () => {
  const now = new Date('2026-05-07T15:00:00Z');
  const anchor = weekStart(now);
  const config = testConfig();
  const mediaDir = demoMediaDir(config);
  const storage = new MemoryObjectStorage();
  const seeders = () => [seedStoryboards(storage), seedLibrary(storage, mediaDir, { now: () => now })];
  let db: Db;

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await runSeed(db, config, seeders());
  }, 120_000);
  afterAll(() => db.close());

  it('starts the days from Monday of the week', () => {
    expect(anchor.toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(weekStart(new Date('2026-05-04T00:00:00Z')).toISOString()).toBe('2026-05-04T00:00:00.000Z');
    expect(weekStart(new Date('2026-05-10T23:59:59Z')).toISOString()).toBe('2026-05-04T00:00:00.000Z');
  });

  it('fills the library of Entry, Pro and the admin only, enough for infinite scroll', async () => {
    const { rows } = await db.query<{ email: string; n: number; users: number; storyboards: number; shots: number }>(
      `select c.email, count(*)::int as n, count(distinct l.user_email)::int as users, count(distinct l.storyboard_id)::int as storyboards,
              count(distinct l.shot_id)::int as shots
       from library_assets l join customers c on c.id = l.customer_id group by c.email order by c.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['admin@demo.test', 'entry@demo.test', 'pro@demo.test']);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(DEMO_LIBRARY_MIN_ASSETS);
      expect(r.users).toBeGreaterThanOrEqual(6);
      expect(r.users).toBeLessThanOrEqual(8);
      expect(r.storyboards).toBeGreaterThanOrEqual(5);
      expect(r.shots).toBeGreaterThanOrEqual(15);
    }
  });

  it('spreads them over the ~90 days before the week, every kind of media, type and source, some dated by their key', async () => {
    const { rows } = await db.query<{ asset_id: string; asset_date: Date; filmed_at: Date | null; media_type: string; asset_type: string; source: string; project_type: string }>(
      'select asset_id, asset_date, filmed_at, media_type, asset_type, source, project_type from library_assets',
    );
    const days = rows.map((r) => (anchor.getTime() - r.asset_date.getTime()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(90);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(45);
    expect(new Set(rows.map((r) => r.media_type))).toEqual(new Set(['Video', 'Image', 'Audio']));
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['UGV', 'DG', 'Stock']));
    expect(new Set(rows.map((r) => r.asset_type))).toEqual(new Set(['FlicShot', 'Flic', 'ShotExplanation', 'ShotImage']));
    expect(new Set(rows.map((r) => r.project_type))).toEqual(new Set(['Dev', 'Live']));
    // Every key names its day in segments 3 to 5; those without a time are dated by it.
    for (const r of rows) expect(assetDateFromKey(r.asset_id)).toBe(r.asset_date.toISOString().slice(0, 10));
    const undated = rows.filter((r) => r.filmed_at === null);
    expect(undated.length).toBeGreaterThan(0);
    for (const r of undated) expect(r.asset_date.toISOString()).toBe(`${assetDateFromKey(r.asset_id)}T00:00:00.000Z`);
  });

  it('gives each its Ready media row, with the file, thumbnail and HLS rendition stored under its own key', async () => {
    const { rows } = await db.query<{ asset_id: string; media_type: string; status: string; thumbnail_key: string | null; stream_key: string | null; size: string; etag: string }>(
      `select m.asset_id, m.media_type, m.status, m.thumbnail_key, m.stream_key, m.size, m.etag from library_assets l join media_assets m on m.asset_id = l.asset_id`,
    );
    const { rows: all } = await db.query<{ n: number }>('select count(*)::int as n from library_assets');
    expect(rows).toHaveLength(all[0]?.n ?? -1);
    for (const r of rows) {
      expect(r.status).toBe('Ready');
      const object = await storage.stat(r.asset_id);
      expect({ key: r.asset_id, size: object?.size, etag: object?.etag }).toEqual({ key: r.asset_id, size: Number(r.size), etag: r.etag });
      expect(r.thumbnail_key).toBe(r.media_type === 'Audio' ? null : thumbnailKeyOf(r.asset_id));
      expect(r.stream_key).toBe(r.media_type === 'Video' ? streamKeyOf(r.asset_id) : null);
      if (r.thumbnail_key) expect(await storage.exists(r.thumbnail_key)).toBe(true);
      if (r.stream_key) {
        const playlist = (await readObject(storage, r.stream_key))?.toString('utf8') ?? '';
        const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
        expect(segments.length).toBeGreaterThan(0);
        for (const s of segments) expect(await storage.exists(r.stream_key.replace('index.m3u8', s))).toBe(true);
      }
    }
  });

  it("stores the Videos page's welcome video, public, with its HLS rendition", async () => {
    const welcome = await storage.stat(VIDEOS_WELCOME_VIDEO_KEY);
    expect(welcome?.contentType).toBe('video/mp4');
    expect(await storage.exists(streamKeyOf(VIDEOS_WELCOME_VIDEO_KEY))).toBe(true);
  });

  it('leaves the newest week unseen', async () => {
    const { rows } = await db.query<{ email: string; unseen: number; newest: number }>(
      `select c.email,
              (select count(*)::int from library_assets l where l.customer_id = c.id and l.id > v.seen_up_to) as unseen,
              (select count(*)::int from library_assets l where l.customer_id = c.id and l.asset_date >= $1) as newest
       from library_seen v join customers c on c.id = v.customer_id`,
      [new Date(anchor.getTime() - 7 * 86_400_000)],
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.unseen).toBe(r.newest);
    expect(rows.reduce((n, r) => n + r.newest, 0)).toBeGreaterThan(0);
  });

  it('seeds the rest of the demo without ffmpeg, leaving the library for a later seed', async () => {
    const other = await memoryDb();
    const dir = await mkdtemp(join(tmpdir(), 'no-ffmpeg-'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // ffmpeg missing: spawning it fails as runTool says then.
    const makeMedia = async (): Promise<never> => {
      throw new MediaToolError('ffmpeg', 'unavailable', 'ffmpeg could not be started', 'spawn ffmpeg ENOENT');
    };
    try {
      await runMigrations(other);
      await runSeed(other, config, [seedStoryboards(storage), seedLibrary(storage, dir, { now: () => now, makeMedia })]);
      const { rows } = await other.query<{ storyboards: number; assets: number }>(
        'select (select count(*)::int from storyboards) as storyboards, (select count(*)::int from library_assets) as assets',
      );
      expect(rows[0]?.storyboards).toBeGreaterThan(0);
      expect(rows[0]?.assets).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The demo videos library was not seeded: ffmpeg could not be started/));
    } finally {
      warn.mockRestore();
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('changes nothing when run again, and a seed of another database stores nothing new', async () => {
    const before = await db.query('select asset_id from library_assets order by id');
    const put = jest.spyOn(storage, 'put');
    try {
      await runSeed(db, config, seeders());
      expect((await db.query('select asset_id from library_assets order by id')).rows).toEqual(before.rows);
      const other = await memoryDb();
      try {
        await runMigrations(other);
        await runSeed(other, config, seeders());
        const { rows } = await other.query<{ asset_id: string }>('select asset_id from library_assets order by asset_id');
        expect(rows.map((r) => r.asset_id)).toEqual(before.rows.map((r) => r.asset_id).sort());
      } finally {
        await other.close();
      }
      // Storyboard covers are stored once too: nothing at all was put again.
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  }, 120_000);
});
