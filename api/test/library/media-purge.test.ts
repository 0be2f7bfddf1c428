import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { runMediaProcess } from '../../src/plugins/app/media';
import { hlsFolderOf, streamKeyOf, thumbnailKeyOf } from '../../src/plugins/app/media/derived-keys';
import { removeStoredMedia } from '../../src/plugins/app/media/purge';
import { MemoryObjectStorage } from '../../src/plugins/app/storage';
import { migratedDb, testConfig } from '../helpers';
import { buildApp } from '../../src/app';
import { testMedia } from '../support/media';

/*
 * What removing a deleted asset's objects leaves (docs/adr/026): nothing of its rendition,
 * in whatever state processing left it, and nothing a media job stores for an asset
 * deleted while it ran.
 */
describe('removing stored media', () => {
  const key = 'private/abc/library/2026/05/04/x/clip.mp4';
  const hls = hlsFolderOf(key);
  const keys = (storage: MemoryObjectStorage): Promise<string[]> =>
    Promise.all([key, thumbnailKeyOf(key), streamKeyOf(key), ...[0, 1, 2].map((n) => `${hls}/segment-0000${n}.ts`)].map(async (k) => ((await storage.exists(k)) ? k : ''))).then((l) =>
      l.filter(Boolean),
    );

  it('removes the segments the playlist names, those a stopped run left past them, the playlist, the thumbnail and the file', async () => {
    const storage = new MemoryObjectStorage();
    for (const n of [0, 1, 2]) await storage.put(`${hls}/segment-0000${n}.ts`, Buffer.from('ts'), 'video/mp2t');
    await storage.put(streamKeyOf(key), Buffer.from('#EXTM3U\n#EXTINF:4,\nsegment-00000.ts\n#EXTINF:4,\nsegment-00001.ts\n#EXT-X-ENDLIST\n'), 'application/vnd.apple.mpegurl');
    await storage.put(thumbnailKeyOf(key), Buffer.from('jpg'), 'image/jpeg');
    await storage.put(key, Buffer.from('mp4'), 'video/mp4');
    expect(await keys(storage)).toHaveLength(6);
    await removeStoredMedia(storage, key);
    expect(await keys(storage)).toEqual([]);
    // Again: nothing left to do, no error.
    await removeStoredMedia(storage, key);
  });

  it('removes segments stored before a run stopped without writing the playlist', async () => {
    const storage = new MemoryObjectStorage();
    for (const n of [0, 1]) await storage.put(`${hls}/segment-0000${n}.ts`, Buffer.from('ts'), 'video/mp2t');
    await storage.put(key, Buffer.from('mp4'), 'video/mp4');
    await removeStoredMedia(storage, key);
    expect(await keys(storage)).toEqual([]);
  });

  describe('a media job for an asset deleted while it ran', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp(testConfig({ STORAGE_DIR: 'memory://' }), { db: await migratedDb(), jobs: { workers: false } });
      await app.ready();
      await app.db.query(`insert into customers (email) values ('race@example.com')`);
    });
    afterAll(() => app.close());

    it('removes the thumbnail and rendition it stored once it finds the asset gone', async () => {
      const video = await testMedia('video');
      const asset = 'private/race/library/2026/05/04/y/clip.mp4';
      await app.storage.put(asset, await readFile(video.file), video.contentType);
      await app.db.query(
        `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, etag)
         select id, $1, 'memory', 'Video', 'video/mp4', 1, 'e1' from customers where email = 'race@example.com'`,
        [asset],
      );
      // The asset is deleted (the library's delete) while ffmpeg runs: as its thumbnail is stored.
      const put = app.storage.put.bind(app.storage);
      const spy = jest.spyOn(app.storage, 'put').mockImplementation(async (k, body, type, opts) => {
        if (k === thumbnailKeyOf(asset)) await app.db.query('delete from media_assets where asset_id = $1', [asset]);
        return put(k, body, type, opts);
      });
      let stored: string[] = [];
      try {
        await runMediaProcess(
          { db: app.db, storage: app.storage, jobs: app.jobs, importers: app.storyboardImporters },
          { assetId: asset },
          { retryCount: 0, retryLimit: 3, signal: new AbortController().signal },
        );
        stored = spy.mock.calls.map(([k]) => k);
      } finally {
        spy.mockRestore();
      }
      expect(stored).toEqual(expect.arrayContaining([thumbnailKeyOf(asset), streamKeyOf(asset)]));
      for (const k of [thumbnailKeyOf(asset), streamKeyOf(asset), `${hlsFolderOf(asset)}/segment-00000.ts`]) expect({ k, stored: await app.storage.exists(k) }).toEqual({ k, stored: false });
    });
  });
});
