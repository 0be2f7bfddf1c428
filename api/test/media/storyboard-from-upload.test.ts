import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { buildApp } from '../../src/app';
import { DEFAULT_SHOT_IMAGES, UPLOAD_MESSAGES, type MediaAsset } from '../../src/contracts';
import { bossDb } from '../../src/plugins/app/jobs';
import { SCRIPT_CREATE_QUEUE, runScriptCreate } from '../../src/plugins/app/media';
import { storyboardImporters, type StoryboardImporter } from '../../src/plugins/app/media/importers';
import { videoImporter } from '../../src/plugins/app/media/video-importer';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { bearer, seededApp, signIn } from '../support/account';
import { settledJobRuns } from '../support/jobs';
import { pollUntil, storeTestMedia, subOf, uploadKeyFor } from '../support/media';
import { customerIdOf } from '../support/storyboards';

/*
 * A storyboard from an upload (001 §4 "Adding a script from an upload"): a video becomes
 * one shot per scene, each with its clip, length and thumbnail; a storyboard document
 * becomes its shots. Submitted while the job runs, ReadyToPublish in the Dev project after,
 * enriched with default images and synced assets; failures carry 001 §8's texts.
 */

interface RequestStatus {
  status: string;
  step: string | null;
  storyboardId: number | null;
  error: string | null;
}

const document = (over: object = {}) => ({
  version: 1,
  title: 'Match day',
  description: 'From the gates to the final whistle',
  tags: ['Sports', 'Social'],
  shots: [
    { title: 'Gates open', description: 'Fans arrive', durationSeconds: 6 },
    { title: 'Warm-up', durationSeconds: 10, type: 'Video' },
    { title: 'Crowd', description: 'The roar', durationSeconds: 4, type: 'Audio' },
    { title: 'Final whistle', durationSeconds: 8 },
  ],
  ...over,
});

describe('storyboards from an upload', () => {
  let app: FastifyInstance;
  let token: string;
  let sub: string;
  let me: number;
  let otherToken: string;

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { pollingIntervalSeconds: 0.5 } });
    token = (await signIn(app, 'pro@demo.test')).IdToken;
    sub = subOf(token);
    me = await customerIdOf(app, 'pro@demo.test');
    otherToken = (await signIn(app, 'starter@demo.test')).IdToken;
  });
  afterAll(() => app.close());

  const create = (location: { key: string; bucket: string }, as = token) =>
    app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(as), payload: location });
  const requestOf = async (requestId: number, as = token) =>
    app.inject({ url: `/proxy/v1/customers/${me}/script-creation-requests/${requestId}`, headers: bearer(as) });
  /** Polls the request as the portal does; the answers seen, the last one finished. */
  const follow = async (requestId: number): Promise<RequestStatus[]> => {
    const seen: RequestStatus[] = [];
    await pollUntil(
      async () => {
        const res = await requestOf(requestId);
        expect(res.statusCode).toBe(200);
        seen.push(res.json().result);
        return res.json().result as RequestStatus;
      },
      (r) => r.status === 'Completed' || r.status === 'Failed',
    );
    return seen;
  };
  const storyboard = async (id: number) => (await app.inject({ url: `/proxy/v1/customers/${me}/storyboards/${id}`, headers: bearer(token) })).json().result;
  const storeDocument = async (doc: unknown, fileName = 'match-day.json'): Promise<{ key: string; bucket: string }> => {
    const key = uploadKeyFor(sub, fileName);
    await app.storage.put(key, Buffer.from(typeof doc === 'string' ? doc : JSON.stringify(doc)), 'application/json');
    return { key, bucket: app.storage.bucket };
  };

  it('makes a video into a storyboard with a shot per scene: clip, length and thumbnail, ReadyToPublish in Dev', async () => {
    const location = await storeTestMedia(app.storage, sub, 'threeScenes', { fileName: 'club_open-day.mp4' });
    const res = await create(location);
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json().result;
    expect(requestId).toEqual(expect.any(Number));

    const seen = await follow(requestId);
    const last = seen.at(-1) as RequestStatus;
    expect(last).toMatchObject({ requestId, status: 'Completed', error: null, storyboardId: expect.any(Number) });
    // Every answer on the way is one the portal knows; the steps only ever move forward.
    for (const r of seen) expect(['Pending', 'Processing', 'Completed']).toContain(r.status);
    const steps = seen.map((r) => r.step).filter((s): s is string => s !== null);
    expect(steps).toEqual([...steps].sort((a, b) => (a === b ? 0 : a === 'Processing storyboard ...' ? -1 : 1)));

    const detail = await storyboard(last.storyboardId as number);
    expect(detail).toMatchObject({ title: 'club open day', status: 'ReadyToPublish', project: { projectType: 'Dev' }, numberOfShots: 3 });
    expect(detail.permittedActions).toEqual(expect.arrayContaining(['release', 'delete']));
    for (const [i, shot] of (detail.shots as { shotNumber: number; title: string; durationMillis: number; assetId: string; imageAssetId: string }[]).entries()) {
      const clip = `${location.key}.media/requests/${requestId}/scene-00${i + 1}.mp4`;
      expect(shot).toMatchObject({ shotNumber: i + 1, title: `Scene ${i + 1}`, assetId: clip, imageAssetId: `${clip}.media/thumbnail.jpg`, shotType: 'VideoAudio' });
      expect(shot.durationMillis).toBeGreaterThanOrEqual(1000);
      expect(shot.durationMillis).toBeLessThanOrEqual(1500);
      expect(await app.storage.stat(clip)).toMatchObject({ contentType: 'video/mp4' });
      expect(await app.storage.stat(shot.imageAssetId)).toMatchObject({ contentType: 'image/jpeg' });
      // The clip is the shot's script asset (assets synced), registered and processed as media.
      expect(detail.assets).toContainEqual(expect.objectContaining({ assetId: clip, shotId: (detail.shots[i] as { id: number }).id, mediaType: 'Video' }));
    }
    expect(detail.landScapeImageAssetId).toBe(detail.shots[0].imageAssetId);
    const clips = await Promise.all(
      (detail.shots as { assetId: string }[]).map((s) =>
        pollUntil<MediaAsset>(
          async () => (await app.inject({ url: `/proxy/v1/customers/${me}/assets/${encodeURIComponent(s.assetId)}`, headers: bearer(token) })).json().result,
          (a) => a.status !== 'Processing',
        ),
      ),
    );
    expect(clips.map((c) => c.status)).toEqual(['Ready', 'Ready', 'Ready']);
    expect(clips.every((c) => c.streamAssetId?.endsWith('/hls/index.m3u8'))).toBe(true);
  });

  it('makes a storyboard document into a storyboard with its shots, each given a default image', async () => {
    const { requestId } = (await create(await storeDocument(document()))).json().result;
    const last = (await follow(requestId)).at(-1) as RequestStatus;
    expect(last.status).toBe('Completed');
    const detail = await storyboard(last.storyboardId as number);
    expect(detail).toMatchObject({
      title: 'Match day',
      description: 'From the gates to the final whistle',
      tags: ['Sports', 'Social'],
      status: 'ReadyToPublish',
      project: { projectType: 'Dev' },
      numberOfShots: 4,
      information: { duration: 28_000 },
      assets: [],
    });
    expect(detail.shots.map((s: { title: string; description: string; durationMillis: number; shotType: string; imageAssetId: string }) => [s.title, s.description, s.durationMillis, s.shotType, s.imageAssetId])).toEqual([
      ['Gates open', 'Fans arrive', 6000, 'VideoAudio', DEFAULT_SHOT_IMAGES[0]],
      ['Warm-up', '', 10_000, 'Video', DEFAULT_SHOT_IMAGES[1]],
      ['Crowd', 'The roar', 4000, 'Audio', DEFAULT_SHOT_IMAGES[2]],
      ['Final whistle', '', 8000, 'VideoAudio', DEFAULT_SHOT_IMAGES[0]],
    ]);
  });

  it.each([
    ['a shot too long', document({ shots: [{ title: 'Forever', durationSeconds: 121 }] })],
    ['no shots', document({ shots: [] })],
    ['another version', document({ version: 2 })],
    ['text that is not JSON', '{"version": 1, "title": '],
  ])('fails a storyboard document with %s: "Failed to upload storyboard.", no storyboard left', async (_, doc) => {
    const before = (await app.inject({ url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(token) })).json().result.length;
    const { requestId } = (await create(await storeDocument(doc))).json().result;
    const last = (await follow(requestId)).at(-1) as RequestStatus;
    expect(last).toMatchObject({ status: 'Failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
    expect((await app.inject({ url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(token) })).json().result).toHaveLength(before);
  });

  it('fails a file that claims to be a video but is not', async () => {
    const key = uploadKeyFor(sub, 'fake.mp4');
    await app.storage.put(key, Buffer.from('no frames here '.repeat(40)), 'video/mp4');
    const { requestId } = (await create({ key, bucket: app.storage.bucket })).json().result;
    expect((await follow(requestId)).at(-1)).toMatchObject({ status: 'Failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
  });

  it('refuses what cannot become a storyboard, and requests of others', async () => {
    const refused = (res: Awaited<ReturnType<typeof create>>) => [res.statusCode, res.json().error_code];
    expect(refused(await create(await storeTestMedia(app.storage, sub, 'still')))).toEqual([400, 'UPLOAD_TYPE_NOT_ALLOWED']);
    expect(refused(await create({ key: uploadKeyFor(sub, 'missing.mp4'), bucket: app.storage.bucket }))).toEqual([409, 'OBJECT_NOT_UPLOADED']);
    expect(refused(await create(await storeDocument(document()), otherToken))).toEqual([403, 'FORBIDDEN_CUSTOMER']);
    const { requestId } = (await create(await storeDocument(document()))).json().result;
    expect((await requestOf(requestId, otherToken)).statusCode).toBe(403);
    const otherId = await customerIdOf(app, 'starter@demo.test');
    const theirs = await app.inject({ url: `/proxy/v1/customers/${otherId}/script-creation-requests/${requestId}`, headers: bearer(otherToken) });
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'SCRIPT_CREATION_REQUEST_NOT_FOUND']);
    await follow(requestId);
  });
});

describe('the storyboard is Submitted while the job runs', () => {
  it("reports 'Processing storyboard ...' with the new storyboard Submitted until the import is done", async () => {
    const app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { workers: false } });
    try {
      const token = (await signIn(app, 'pro@demo.test')).IdToken;
      const me = await customerIdOf(app, 'pro@demo.test');
      const location = await storeTestMedia(app.storage, subOf(token), 'threeScenes');
      const { requestId } = (await app.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(token), payload: location })).json().result;
      const read = async () => (await app.inject({ url: `/proxy/v1/customers/${me}/script-creation-requests/${requestId}`, headers: bearer(token) })).json().result;
      expect(await read()).toEqual({ requestId, status: 'Pending', step: null, storyboardId: null, error: null });

      // The video importer, held at its start until the test has looked.
      let started!: () => void;
      const importing = new Promise<void>((r) => (started = r));
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const video = videoImporter();
      const gated: StoryboardImporter = { ...video, import: async (source) => (started(), await held, video.import(source)) };
      const job = runScriptCreate(
        { db: app.db, storage: app.storage, jobs: app.jobs, importers: storyboardImporters([gated]) },
        { requestId },
        { retryCount: 0, retryLimit: 3, signal: new AbortController().signal },
      );
      await importing;
      const running = await read();
      expect(running).toMatchObject({ status: 'Processing', step: 'Processing storyboard ...', storyboardId: expect.any(Number) });
      const submitted = (await app.inject({ url: `/proxy/v1/customers/${me}/storyboards/${running.storyboardId}`, headers: bearer(token) })).json().result;
      expect(submitted).toMatchObject({ status: 'Submitted', numberOfShots: 0, permittedActions: ['delete'] });
      release();
      await job;
      expect(await read()).toMatchObject({ status: 'Completed', step: 'Enriching storyboard ...', storyboardId: running.storyboardId });
    } finally {
      await app.close();
    }
  });
});

describe('a script-creation job survives an api restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-script-create-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Expiry long enough for a short video's import, short enough to hand a dead worker's job out again soon.
  const jobs = { expireInSeconds: 15, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

  it('a job killed while importing is run again after the restart and makes one storyboard', async () => {
    const config = testConfig({ DATA_DIR: dir, STORAGE_DIR: 'memory://' });
    const first = await buildApp(config, { jobs: { ...jobs, workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const token = (await signIn(first, 'pro@demo.test')).IdToken;
    const me = await customerIdOf(first, 'pro@demo.test');
    const location = await storeTestMedia(first.storage, subOf(token), 'threeScenes', { fileName: 'restart-me.mp4' });
    const { requestId } = (await first.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards`, headers: bearer(token), payload: location })).json().result;

    // A worker claims the job, gets as far as the import, and dies there.
    const dying = new PgBoss({ db: bossDb(first.db), schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await dying.start();
    const [claimed] = await dying.fetch<{ requestId: number }>(SCRIPT_CREATE_QUEUE);
    expect(claimed?.data.requestId).toBe(requestId);
    const killed = new AbortController();
    let importing!: () => void;
    const imported = new Promise<void>((r) => (importing = r));
    const dies: StoryboardImporter = {
      name: 'dies mid-way',
      contentTypes: ['video/mp4'],
      import: (source) =>
        new Promise((_, reject) => {
          source.signal?.addEventListener('abort', () => reject(new Error('worker killed')));
          importing();
        }),
    };
    const run = runScriptCreate(
      { db: first.db, storage: first.storage, jobs: first.jobs, importers: storyboardImporters([dies]) },
      { requestId },
      { retryCount: 0, retryLimit: 3, signal: killed.signal },
    );
    await imported;
    const midway: RequestStatus = (await first.inject({ url: `/proxy/v1/customers/${me}/script-creation-requests/${requestId}`, headers: bearer(token) })).json().result;
    expect(midway).toMatchObject({ status: 'Processing', step: 'Processing storyboard ...', storyboardId: expect.any(Number) });
    killed.abort();
    await expect(run).rejects.toThrow('worker killed');
    await dying.stop({ graceful: false, wait: true });
    await first.close();

    // Second life on the same data: the stalled job expires, is handed out again and finishes.
    const second = await buildApp(config, { jobs });
    try {
      await second.ready();
      const again = (await signIn(second, 'pro@demo.test')).IdToken;
      const done = await pollUntil(
        async () => (await second.inject({ url: `/proxy/v1/customers/${me}/script-creation-requests/${requestId}`, headers: bearer(again) })).json().result,
        (r: RequestStatus) => r.status === 'Completed' || r.status === 'Failed',
        60_000,
      );
      expect(done).toMatchObject({ status: 'Completed', storyboardId: midway.storyboardId, error: null });
      const detail = (await second.inject({ url: `/proxy/v1/customers/${me}/storyboards/${midway.storyboardId}`, headers: bearer(again) })).json().result;
      expect(detail).toMatchObject({ title: 'restart me', status: 'ReadyToPublish', numberOfShots: 3 });
      const { rows: made } = await second.db.query<{ n: string }>(`select count(*) as n from storyboards where customer_id = $1 and title = 'restart me'`, [me]);
      expect(Number(made[0]?.n)).toBe(1);
      expect(await settledJobRuns(second.db, SCRIPT_CREATE_QUEUE, 'requestId', requestId)).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
