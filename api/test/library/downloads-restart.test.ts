import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { assetDownloadResponseSchema, type AssetDownload } from '../../src/contracts';
import { ASSET_DOWNLOAD_PACK_QUEUE, assetDownloadRepository, runAssetDownloadPack } from '../../src/plugins/app/asset-downloads';
import type { ObjectStorage } from '../../src/plugins/app/storage';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { bearer, signIn } from '../support/account';
import { settledJobRuns } from '../support/jobs';
import { addFilmed, callerOf } from '../support/library';
import { pollUntil } from '../support/media';
import { makeStoryboard } from '../support/storyboards';
import { readZip, sha256 } from './zip-support';

/*
 * The pack job in the durable queue (docs/adr/018, 028): stopped mid-way (the api shutting
 * down) it leaves nothing stored and the download Packing, and the queued job packs the
 * zip after the api restarts on the same data.
 */
describe('an asset download interrupted mid-way', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-download-job-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves nothing stored when stopped, and is packed after an api restart', async () => {
    const config = testConfig({ DATA_DIR: dir, STORAGE_DIR: 'memory://' });
    const first = await buildApp(config, { jobs: { workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const me = await callerOf(first, 'pro@demo.test');
    const storyboard = await makeStoryboard(first, me.id, { title: 'Restart day', shots: 1 });
    const keys = await addFilmed(first, me.id, storyboard, me.sub, [{ name: 'one.mp4' }, { name: 'two.mp4' }, { name: 'three.mp4' }]);
    const hashes: string[] = [];
    for (const key of keys) {
      const bytes = randomBytes(200_000);
      await first.storage.put(key, bytes, 'video/mp4');
      hashes.push(sha256(bytes));
    }
    const res = await first.inject({ method: 'POST', url: `/proxy/v1/customers/${me.id}/library-assets/downloads`, headers: bearer(me.token), payload: { assetIds: keys } });
    expect(res.statusCode).toBe(200);
    const { id } = assetDownloadResponseSchema.parse(res.json()).result;
    const downloads = assetDownloadRepository(first.db);
    const zipKey = (await downloads.find(id))?.zipKey as string;

    // A worker of this api packs it and is stopped while the second file is being fetched.
    const stopping = new AbortController();
    const store = first.storage;
    const interrupted: ObjectStorage = {
      bucket: store.bucket,
      put: (...args) => store.put(...args),
      get: async (key, opts) => {
        if (key === keys[1]) stopping.abort(new Error('The api is shutting down'));
        return store.get(key, opts);
      },
      stat: (key) => store.stat(key),
      exists: (key) => store.exists(key),
      delete: (key) => store.delete(key),
      list: (prefix, options) => store.list(prefix, options),
    };
    const deps = { db: first.db, storage: interrupted, jobs: first.jobs, now: () => Date.now() };
    await expect(runAssetDownloadPack(deps, { downloadId: id }, { retryCount: 0, retryLimit: 3, signal: stopping.signal })).rejects.toThrow('The api is shutting down');
    // Not a failure of the download: it waits for the job to run again; no half zip is stored.
    expect(await downloads.find(id)).toMatchObject({ status: 'Packing', error: null });
    expect(await first.storage.exists(zipKey)).toBe(false);
    await first.close();

    // Second life on the same data: the queued job is worked on and the zip made.
    const second = await buildApp(config, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await second.ready();
      const token = (await signIn(second, 'pro@demo.test')).IdToken;
      const read = async (): Promise<AssetDownload> =>
        assetDownloadResponseSchema.parse((await second.inject({ url: `/proxy/v1/customers/${me.id}/library-assets/downloads/${id}`, headers: bearer(token) })).json()).result;
      const done = await pollUntil(read, (d) => d.status === 'Ready' || d.status === 'Failed', 60_000);
      expect(done).toMatchObject({ status: 'Ready', warnings: [], error: null });
      const zip = await second.inject({ url: (done.url as string).replace(/^https?:\/\/[^/]+/, '') });
      expect((await readZip(zip.rawPayload)).map((e) => [e.size, e.sha256])).toEqual(hashes.map((h) => [200_000, h]));
      expect(await settledJobRuns(second.db, ASSET_DOWNLOAD_PACK_QUEUE, 'downloadId', id)).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await second.close();
    }
  }, 240_000);
});
