import type { FastifyInstance } from 'fastify';
import { unseenAssetsResponseSchema } from '../../src/contracts';
import { LIBRARY_PURGE_QUEUE, runLibraryPurge } from '../../src/plugins/app/library';
import { hlsFolderOf, streamKeyOf, thumbnailKeyOf } from '../../src/plugins/app/media/derived-keys';
import { bearer, seededApp, signIn } from '../support/account';
import { addFilmed, callerOf, libraryKeyFor, searchAssets, type Caller } from '../support/library';
import { pollUntil } from '../support/media';
import { makeStoryboard } from '../support/storyboards';

/*
 * The videos library's own calls (001 §2): the nav badge's unseen count and marking seen,
 * and deleting an own asset, whose stored objects (file, thumbnail, HLS rendition,
 * subtitle) the purge job removes after the row is gone (docs/adr/026).
 */
describe('library assets', () => {
  let app: FastifyInstance;
  let pro: Caller;
  let entry: Caller;
  let admin: string;
  let storyboard: number;

  const who = (email: string): Promise<Caller> => callerOf(app, email);

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    pro = await who('pro@demo.test');
    entry = await who('entry@demo.test');
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    storyboard = await makeStoryboard(app, pro.id, { title: 'Library day', shots: 2 });
  });
  afterAll(() => app.close());

  const base = (customerId: number) => `/proxy/v1/customers/${customerId}/library-assets`;
  const unseen = async (as = pro.token, customerId = pro.id) => {
    const res = await app.inject({ url: `${base(customerId)}/unseen-count`, headers: bearer(as) });
    return { status: res.statusCode, count: res.statusCode === 200 ? unseenAssetsResponseSchema.parse(res.json()).result.count : -1, body: res.json() };
  };
  const markSeen = (as = pro.token, customerId = pro.id) => app.inject({ method: 'POST', url: `${base(customerId)}/seen`, headers: bearer(as) });
  const remove = (assetId: string, as = pro.token, customerId = pro.id) =>
    app.inject({ method: 'DELETE', url: `${base(customerId)}/${encodeURIComponent(assetId)}`, headers: bearer(as) });
  const inLibrary = async (assetId: string): Promise<boolean> => {
    const { rows } = await app.db.query('select 1 from library_assets where asset_id = $1', [assetId]);
    return rows.length > 0;
  };
  const registerMedia = (customerId: number, assetId: string, renditions: { thumbnail?: boolean; stream?: boolean } = {}) =>
    app.db.query(
      `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, status, thumbnail_key, stream_key)
       values ($1, $2, 'memory', 'Video', 'video/mp4', 4, 'Ready', $3, $4)`,
      [customerId, assetId, renditions.thumbnail ? thumbnailKeyOf(assetId) : null, renditions.stream ? streamKeyOf(assetId) : null],
    );

  /** Stores a file as processing would have left it: the file, a thumbnail, an HLS playlist naming two segments (and a third it never named). */
  async function storeWithRenditions(assetId: string): Promise<string[]> {
    const hls = hlsFolderOf(assetId);
    const objects: [string, string][] = [
      [`${hls}/segment-00000.ts`, 'video/mp2t'],
      [`${hls}/segment-00001.ts`, 'video/mp2t'],
      [`${hls}/segment-00002.ts`, 'video/mp2t'],
      [thumbnailKeyOf(assetId), 'image/jpeg'],
      [assetId, 'video/mp4'],
    ];
    for (const [key, type] of objects) await app.storage.put(key, Buffer.from(key), type);
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment-00000.ts\n#EXTINF:2.0,\nsegment-00001.ts\n#EXT-X-ENDLIST\n';
    await app.storage.put(streamKeyOf(assetId), Buffer.from(playlist), 'application/vnd.apple.mpegurl');
    return [...objects.map(([key]) => key), streamKeyOf(assetId)];
  }
  const stored = async (keys: readonly string[]): Promise<string[]> => {
    const present: string[] = [];
    for (const key of keys) if (await app.storage.exists(key)) present.push(key);
    return present;
  };

  describe('unseen count', () => {
    it('counts what arrived since the customer marked the library seen, and marking makes it 0', async () => {
      // The seed left the last week unseen.
      expect((await unseen()).count).toBeGreaterThanOrEqual(0);
      const seen = await markSeen();
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({ result: { count: 0 } });
      expect((await unseen()).count).toBe(0);

      await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'a.mp4' }, { name: 'b.mp4' }]);
      expect((await unseen()).count).toBe(2);
      // Another customer's new assets are theirs.
      const theirs = await makeStoryboard(app, entry.id, { shots: 1 });
      await markSeen(entry.token, entry.id);
      await addFilmed(app, entry.id, theirs, entry.sub, [{}]);
      expect((await unseen()).count).toBe(2);
      expect((await unseen(entry.token, entry.id)).count).toBe(1);

      expect((await markSeen()).json()).toEqual({ result: { count: 0 } });
      await addFilmed(app, pro.id, storyboard, pro.sub, [{ name: 'c.mp4' }]);
      expect((await unseen()).count).toBe(1);
      // An admin may read and mark any customer's.
      expect((await unseen(admin, pro.id)).count).toBe(1);
      expect((await markSeen(admin, pro.id)).json()).toEqual({ result: { count: 0 } });
      expect((await unseen()).count).toBe(0);
    });

    it("refuses another customer's count, a plan without the videos, and no token", async () => {
      expect((await unseen(pro.token, entry.id)).status).toBe(403);
      expect((await markSeen(pro.token, entry.id)).statusCode).toBe(403);
      const starter = await who('starter@demo.test');
      const refused = await unseen(starter.token, starter.id);
      expect([refused.status, refused.body.error_code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
      expect((await app.inject({ url: `${base(pro.id)}/unseen-count` })).statusCode).toBe(401);
    });
  });

  describe('delete', () => {
    it('deletes an own asset: the row and its media row at once, its stored objects by the purge job', async () => {
      const key = libraryKeyFor(pro.sub, '2026/04/01', 'gone.mp4');
      const subtitle = `${key}.vtt`;
      await addFilmed(app, pro.id, storyboard, pro.sub, [{ assetId: key, name: 'gone.mp4', subtitleAssetId: subtitle }]);
      await registerMedia(pro.id, key, { thumbnail: true, stream: true });
      const objects = [...(await storeWithRenditions(key)), subtitle];
      await app.storage.put(subtitle, Buffer.from('WEBVTT'), 'text/vtt');
      expect(await stored(objects)).toEqual(objects);

      const res = await remove(key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { ok: true } });
      expect(await inLibrary(key)).toBe(false);
      expect((await app.db.query('select 1 from media_assets where asset_id = $1', [key])).rows).toEqual([]);
      expect((await searchAssets(app, pro.token, `scriptId=${storyboard}`)).hits.map((h) => h.assetId)).not.toContain(key);
      // The job removes every object, the segment the playlist never named included.
      expect(await pollUntil(() => stored(objects), (left) => left.length === 0, 20_000)).toEqual([]);
      // A second delete finds nothing.
      expect((await remove(key)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown asset and 403 for another customer\'s, changing nothing', async () => {
      const unknown = await remove('private/nobody/library/2026/01/01/x/none.mp4');
      expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, 'LIBRARY_ASSET_NOT_FOUND']);

      const theirs = await makeStoryboard(app, entry.id, { shots: 1 });
      const [key] = await addFilmed(app, entry.id, theirs, entry.sub, [{ name: 'theirs.mp4' }]);
      await app.storage.put(key as string, Buffer.from('x'), 'video/mp4');
      // Their asset under my own customer id: not in my library.
      const foreign = await remove(key as string);
      expect([foreign.statusCode, foreign.json().error_code]).toEqual([403, 'FOREIGN_LIBRARY_ASSET']);
      // Their customer id: not mine to act on.
      const otherPath = await remove(key as string, pro.token, entry.id);
      expect([otherPath.statusCode, otherPath.json().error_code]).toEqual([403, 'FORBIDDEN_CUSTOMER']);
      expect(await inLibrary(key as string)).toBe(true);
      expect(await app.storage.exists(key as string)).toBe(true);

      // An admin deletes it under its owner's id.
      expect((await remove(key as string, admin, entry.id)).statusCode).toBe(200);
      expect(await inLibrary(key as string)).toBe(false);
      expect(await pollUntil(() => app.storage.exists(key as string), (exists) => !exists, 20_000)).toBe(false);
    });

    it('keeps the stored objects a storyboard still uses, and queues no purge', async () => {
      const key = libraryKeyFor(pro.sub, '2026/04/02', 'used.mp4');
      await addFilmed(app, pro.id, storyboard, pro.sub, [{ assetId: key, name: 'used.mp4' }]);
      await registerMedia(pro.id, key, { thumbnail: true });
      await app.storage.put(key, Buffer.from('x'), 'video/mp4');
      await app.db.query('update shots set asset_id = $2 where storyboard_id = $1 and shot_number = 2', [storyboard, key]);
      const jobs = async () => Number((await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1 and data->>'assetId' = $2`, [LIBRARY_PURGE_QUEUE, key])).rows[0]?.n);

      expect((await remove(key)).statusCode).toBe(200);
      expect(await inLibrary(key)).toBe(false);
      expect((await app.db.query('select 1 from media_assets where asset_id = $1', [key])).rows).toHaveLength(1);
      expect(await jobs()).toBe(0);
      expect(await app.storage.exists(key)).toBe(true);
    });

    it('leaves the objects of a key taken up again before the purge ran', async () => {
      const key = libraryKeyFor(pro.sub, '2026/04/03', 'again.mp4');
      await app.storage.put(key, Buffer.from('new bytes'), 'video/mp4');
      await registerMedia(pro.id, key);
      await runLibraryPurge({ db: app.db, storage: app.storage }, { assetId: key, thumbnailKey: null, streamKey: null, others: [] });
      expect(await app.storage.exists(key)).toBe(true);
    });

    it('refuses a plan without the videos and no token', async () => {
      const starter = await who('starter@demo.test');
      expect((await remove('private/x/library/2026/01/01/x/a.mp4', starter.token, starter.id)).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: `${base(pro.id)}/x` })).statusCode).toBe(401);
    });
  });
});
