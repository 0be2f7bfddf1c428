import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { assetDownloadResponseSchema, type AssetDownload } from '../../src/contracts';
import {
  ASSET_DOWNLOAD_CLEANUP_QUEUE,
  assetDownloadRepository,
  downloadItems,
  downloadZipKey,
  runAssetDownloadPack,
} from '../../src/plugins/app/asset-downloads';
import { LocalObjectStorage, readObject } from '../../src/plugins/app/storage';
import { bearer, seededApp, signIn } from '../support/account';
import { addFilmed, callerOf, libraryKeyFor, type Caller } from '../support/library';
import { pollUntil } from '../support/media';
import { makeStoryboard } from '../support/storyboards';
import { readZip, sha256 } from './zip-support';

/*
 * Asset downloads of the videos library (001 §2 "Download", §7, §8; docs/adr/028): the
 * selected assets packed into asset.zip by the pack job, named by 001 §7's rule, a
 * subtitle file beside its asset (a missing one only warns), who may ask, and the cleanup
 * of zips older than 24 hours.
 */
describe('asset downloads', () => {
  let app: FastifyInstance;
  let pro: Caller;
  let entry: Caller;
  let admin: string;
  let storyboard: number;
  let code: string;

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    pro = await callerOf(app, 'pro@demo.test');
    entry = await callerOf(app, 'entry@demo.test');
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    storyboard = await makeStoryboard(app, pro.id, { title: 'Download day', shots: 2 });
    const { rows } = await app.db.query<{ code: string }>('select p.code from storyboards s join projects p on p.id = s.project_id where s.id = $1', [storyboard]);
    code = rows[0]?.code ?? '';
  });
  afterAll(() => app.close());

  const base = (customerId: number) => `/proxy/v1/customers/${customerId}/library-assets/downloads`;
  const ask = (assetIds: readonly string[], as = pro.token, customerId = pro.id) =>
    app.inject({ method: 'POST', url: base(customerId), headers: bearer(as), payload: { assetIds } });
  const read = async (id: number, as = pro.token, customerId = pro.id): Promise<AssetDownload> => {
    const res = await app.inject({ url: `${base(customerId)}/${id}`, headers: bearer(as) });
    if (res.statusCode !== 200) throw new Error(`GET download ${id}: ${res.statusCode} ${res.body}`);
    return assetDownloadResponseSchema.parse(res.json()).result;
  };
  /** Asks for the assets, waits until the job is done; the download and the zip's bytes when Ready. */
  async function download(assetIds: readonly string[]): Promise<{ done: AssetDownload; zip: Buffer | null }> {
    const res = await ask(assetIds);
    expect(res.statusCode).toBe(200);
    const started = assetDownloadResponseSchema.parse(res.json()).result;
    expect(started).toMatchObject({ status: 'Pending', fileName: 'asset.zip', url: null, warnings: [], error: null });
    const done = await pollUntil(() => read(started.id), (d) => d.status === 'Ready' || d.status === 'Failed');
    if (done.status !== 'Ready' || !done.url) return { done, zip: null };
    const file = await app.inject({ url: done.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    return { done, zip: file.rawPayload };
  }
  /** Stores `size` random bytes under `key`; their SHA-256. */
  async function store(key: string, size: number, type = 'video/mp4'): Promise<string> {
    const bytes = randomBytes(size);
    await app.storage.put(key, bytes, type);
    return sha256(bytes);
  }
  const prefix = () => `2026-03-01_${code}_sam@fans.test_Sam's_film_Download_day`;

  it('packs the selected assets into asset.zip: entries named by the 001 §7 rule, repeats made unique, a subtitle beside its asset', async () => {
    const kick = libraryKeyFor(pro.sub, '2026/03/01', 'goal-kick.mp4');
    const again = libraryKeyFor(pro.sub, '2026/03/01', 'goal-kick.mp4');
    const crowd = libraryKeyFor(pro.sub, '2026/03/01', 'crowd.jpg');
    const subtitle = libraryKeyFor(pro.sub, '2026/03/01', 'goal-kick.vtt');
    await addFilmed(app, pro.id, storyboard, pro.sub, [
      { assetId: kick, name: 'Goal kick.mp4', shot: 1, subtitleAssetId: subtitle },
      { assetId: again, name: 'Goal kick.mp4', shot: 1 },
      { assetId: crowd, name: 'Crowd.jpg', shot: 2, mediaType: 'Image', assetType: 'ShotImage', source: 'Stock' },
    ]);
    const hashes = [await store(kick, 70_000), await store(again, 1_500), await store(crowd, 333, 'image/jpeg')];
    const subtitleText = 'WEBVTT\n\n00:00.000 --> 00:02.000\nWhat a kick!\n';
    await app.storage.put(subtitle, Buffer.from(subtitleText), 'text/vtt');

    // A repeated id counts once.
    const { done, zip } = await download([kick, again, crowd, kick]);
    expect(done).toMatchObject({ status: 'Ready', assetCount: 3, warnings: [], error: null, fileName: 'asset.zip' });
    expect(done.url).toMatch(/\/asset\.zip\?/);
    expect(Date.parse(done.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const entries = await readZip(zip as Buffer);
    expect(entries.map((e) => [e.name, e.size, e.sha256])).toEqual([
      [`${prefix()}_1_Goal_kick_FlicShot.mp4`, 70_000, hashes[0]],
      [`${prefix()}_1_Goal_kick_FlicShot.vtt`, subtitleText.length, sha256(subtitleText)],
      [`${prefix()}_1_Goal_kick_FlicShot_2.mp4`, 1_500, hashes[1]],
      [`${prefix()}_2_Crowd_ShotImage.jpg`, 333, hashes[2]],
    ]);
    // Media is stored as it is; text is deflated.
    expect(entries[0]?.compressedSize).toBe(70_000);
    expect(entries[1]?.compressedSize).toBeLessThan(subtitleText.length);
    // The zip is under the customer's own private keys, named asset.zip.
    const { rows } = await app.db.query<{ zip_key: string; zip_size: string }>('select zip_key, zip_size from asset_downloads where id = $1', [done.id]);
    expect(rows[0]?.zip_key).toMatch(new RegExp(`^private/${pro.sub}/downloads/\\d{4}/\\d{2}/\\d{2}/[\\w-]+/asset\\.zip$`));
    expect(Number(rows[0]?.zip_size)).toBe((zip as Buffer).length);
  });

  it('only warns about a missing subtitle file, and the zip is Ready without it (001 §8)', async () => {
    const clip = libraryKeyFor(pro.sub, '2026/03/01', 'clip.mp4');
    await addFilmed(app, pro.id, storyboard, pro.sub, [{ assetId: clip, name: 'Clip.mp4', subtitleAssetId: `${clip}.vtt` }]);
    const hash = await store(clip, 2_048);
    const { done, zip } = await download([clip]);
    const name = `${prefix()}_1_Clip_FlicShot.mp4`;
    expect(done).toMatchObject({ status: 'Ready', warnings: [`The subtitle file of ${name} is missing; the asset was packed without it.`] });
    expect((await readZip(zip as Buffer)).map((e) => [e.name, e.size, e.sha256])).toEqual([[name, 2_048, hash]]);
  });

  it('fails, with why, when a selected asset file is gone from storage', async () => {
    const gone = libraryKeyFor(pro.sub, '2026/03/01', 'gone.mp4');
    await addFilmed(app, pro.id, storyboard, pro.sub, [{ assetId: gone, name: 'Gone.mp4' }]);
    const { done } = await download([gone]);
    expect(done).toMatchObject({ status: 'Failed', url: null, error: `The file of ${prefix()}_1_Gone_FlicShot.mp4 is no longer stored.` });
  });

  it("refuses another customer's asset, an unknown one, over 200 ids, none, and a plan without the videos; records nothing", async () => {
    const theirs = await makeStoryboard(app, entry.id, { shots: 1 });
    const [foreign] = await addFilmed(app, entry.id, theirs, entry.sub, [{ name: 'theirs.mp4' }]);
    const [mine] = await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'mine.mp4' }]);
    const count = async () => Number((await app.db.query<{ n: string }>('select count(*) as n from asset_downloads')).rows[0]?.n);
    const before = await count();

    const refused = await ask([mine as string, foreign as string]);
    expect([refused.statusCode, refused.json().error_code]).toEqual([403, 'FOREIGN_LIBRARY_ASSET']);
    const unknown = await ask([libraryKeyFor(pro.sub, '2026/03/01', 'never.mp4')]);
    expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, 'LIBRARY_ASSET_NOT_FOUND']);
    const many = Array.from({ length: 201 }, (_, i) => libraryKeyFor(pro.sub, '2026/03/01', `${i}.mp4`));
    expect((await ask(many)).statusCode).toBe(400);
    expect((await ask([])).statusCode).toBe(400);
    // Under another customer's id; a plan without viewVideoAssets; no token.
    expect((await ask([foreign as string], pro.token, entry.id)).statusCode).toBe(403);
    const starter = await callerOf(app, 'starter@demo.test');
    const plan = await ask([mine as string], starter.token, starter.id);
    expect([plan.statusCode, plan.json().error_code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
    expect((await app.inject({ method: 'POST', url: base(pro.id), payload: { assetIds: [mine] } })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it("answers a download to its customer and an admin only; another customer's id or an unknown one is 404", async () => {
    const [mine] = await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'shared.mp4' }]);
    await store(mine as string, 10);
    // An admin asks on the customer's behalf: the zip is still under the customer's keys.
    const res = await ask([mine as string], admin);
    expect(res.statusCode).toBe(200);
    const { id } = assetDownloadResponseSchema.parse(res.json()).result;
    expect((await read(id)).id).toBe(id);
    expect((await read(id, admin)).id).toBe(id);
    const { rows } = await app.db.query<{ zip_key: string }>('select zip_key from asset_downloads where id = $1', [id]);
    expect(rows[0]?.zip_key.startsWith(`private/${pro.sub}/downloads/`)).toBe(true);
    const theirs = await app.inject({ url: `${base(entry.id)}/${id}`, headers: bearer(entry.token) });
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'ASSET_DOWNLOAD_NOT_FOUND']);
    expect((await app.inject({ url: `${base(pro.id)}/999999`, headers: bearer(pro.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${base(entry.id)}/${id}`, headers: bearer(pro.token) })).statusCode).toBe(403);
  });

  describe('a big file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-download-memory-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const SIZE = 50 * 1024 * 1024;

    /** The collector, to measure what is held rather than what is merely not yet collected. */
    function collector(): () => void {
      setFlagsFromString('--expose-gc');
      return runInNewContext('gc') as () => void;
    }

    it('streams a 50 MB file from the store into the zip and the zip into the store: the heap grows by far less than the file', async () => {
      // A store on disk (the in-memory one holds every object in memory by design).
      const disk = new LocalObjectStorage(dir);
      const key = libraryKeyFor(pro.sub, '2026/03/01', 'big.mp4');
      const hash = createHash('sha256');
      let made = 0;
      const body = new Readable({
        read() {
          if (made >= SIZE) return void this.push(null);
          const chunk = randomBytes(1024 * 1024);
          made += chunk.length;
          hash.update(chunk);
          this.push(chunk);
        },
      });
      await disk.put(key, body, 'video/mp4', { size: SIZE });
      const [assetId] = await addFilmed(app, pro.id, storyboard, pro.sub, [{ assetId: key, name: 'Big.mp4' }]);
      const downloads = assetDownloadRepository(app.db);
      const assets = await downloads.libraryAssets([assetId as string]);
      const zipKey = downloadZipKey(pro.sub, new Date());
      // Recorded as the route would, without a job: this test runs the packing itself.
      const id = await downloads.insert({ customerId: pro.id, zipKey, createdAt: new Date() }, downloadItems([...assets.values()]));

      const gc = collector();
      const held = (): number => {
        const m = process.memoryUsage();
        return m.heapUsed + m.arrayBuffers;
      };
      /** How far what is held rose above its start while `work` ran, sampled (after a collection) every 150 ms. */
      async function growthDuring(work: () => Promise<unknown>): Promise<number> {
        gc();
        const before = held();
        let peak = before;
        const sample = (): void => {
          gc();
          peak = Math.max(peak, held());
        };
        const sampler = setInterval(sample, 150);
        try {
          await work();
          sample();
        } finally {
          clearInterval(sampler);
        }
        return peak - before;
      }

      const packing = await growthDuring(() =>
        runAssetDownloadPack({ db: app.db, storage: disk, jobs: app.jobs, now: () => Date.now() }, { downloadId: id }, { retryCount: 0, retryLimit: 3, signal: new AbortController().signal }),
      );
      expect((await downloads.find(id))?.status).toBe('Ready');
      const entries = await readZip(path.join(disk.root, ...zipKey.split('/')));
      expect(entries).toEqual([{ name: `${prefix()}_1_Big_FlicShot.mp4`, size: SIZE, compressedSize: SIZE, sha256: hash.digest('hex') }]);
      // Bounded by the streams' buffers (tens of KB each) plus what the api's own pollers
      // allocate meanwhile on a busy machine (measured up to 11 MB), never by the file.
      expect(packing).toBeLessThan(SIZE / 3);
      // The measure sees a file held whole: reading the zip into memory shows it (at least half
      // of it: memory freed from earlier work may be returned meanwhile, on a busy machine).
      let whole: Buffer | null = null;
      const reading = await growthDuring(async () => {
        whole = await readObject(disk, zipKey);
      });
      expect(whole).not.toBeNull();
      expect(reading).toBeGreaterThan(SIZE / 2);
    }, 120_000);
  });

  describe('cleanup of zips older than 24 hours', () => {
    const cleanups = async () =>
      (
        await app.db.query<{ due: string }>(`select extract(epoch from start_after - now()) as due from pgboss.job where name = $1 and state = 'created'`, [
          ASSET_DOWNLOAD_CLEANUP_QUEUE,
        ])
      ).rows.map((r) => Number(r.due));
    const kept = async (id: number) => (await app.db.query('select 1 from asset_downloads where id = $1', [id])).rows.length > 0;
    /** A Ready download of a new asset, made 25 hours old; its zip's key. */
    async function aged(): Promise<{ id: number; zipKey: string }> {
      const [key] = await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'old.mp4' }]);
      await store(key as string, 100);
      const { done } = await download([key as string]);
      expect(done.status).toBe('Ready');
      const { rows } = await app.db.query<{ zip_key: string }>('select zip_key from asset_downloads where id = $1', [done.id]);
      const zipKey = rows[0]?.zip_key as string;
      expect(await app.storage.exists(zipKey)).toBe(true);
      await app.db.query(`update asset_downloads set created_at = created_at - interval '25 hours' where id = $1`, [done.id]);
      // Past its 24 hours it is gone for the customer at once.
      expect((await app.inject({ url: `${base(pro.id)}/${done.id}`, headers: bearer(pro.token) })).statusCode).toBe(404);
      return { id: done.id, zipKey };
    }
    const removed = async ({ id, zipKey }: { id: number; zipKey: string }): Promise<boolean> => {
      await pollUntil(() => kept(id), (k) => !k, 20_000);
      return !(await kept(id)) && !(await app.storage.exists(zipKey));
    };

    it('queues itself, once, for when the oldest zip kept is due, and then removes what is past 24 hours', async () => {
      const old = await aged();
      // One cleanup waits (the queue keeps one), due within a day.
      const waiting = await pollUntil(cleanups, (due) => due.length === 1 && (due[0] ?? 0) > 60, 20_000);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toBeLessThanOrEqual(24 * 60 * 60 + 5);
      // Its time comes: the aged zip goes, with its request; the younger ones stay.
      await app.db.query(`update pgboss.job set start_after = now() where name = $1 and state = 'created'`, [ASSET_DOWNLOAD_CLEANUP_QUEUE]);
      expect(await removed(old)).toBe(true);
      expect(Number((await app.db.query<{ n: string }>('select count(*) as n from asset_downloads')).rows[0]?.n)).toBeGreaterThan(0);
      expect(await pollUntil(cleanups, (due) => due.length === 1 && (due[0] ?? 0) > 60, 20_000)).toHaveLength(1);
    });

    it('runs with each new request when no cleanup waits (one that failed for good, say)', async () => {
      const old = await aged();
      await app.db.query(`delete from pgboss.job where name = $1 and state = 'created'`, [ASSET_DOWNLOAD_CLEANUP_QUEUE]);
      const [fresh] = await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'fresh.mp4' }]);
      await store(fresh as string, 100);
      expect((await download([fresh as string])).done.status).toBe('Ready');
      expect(await removed(old)).toBe(true);
    });
  });
});
