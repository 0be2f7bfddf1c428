import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { AI_ERROR_CODES, AI_STATUS, DEEPSTORY_MESSAGES, ERROR_CODES, type AiMetadata, type AiStoryboardRecord } from '../../src/contracts';
import {
  AI_GENERATE_QUEUE,
  AI_REGENERATE_QUEUE,
  AiOutputError,
  AiServiceError,
  localPlanner,
  localShotRenderer,
  runGeneration,
  runRegeneration,
  type AiJobContext,
  type AiPorts,
  type ShotImagePort,
} from '../../src/plugins/app/ai';
import { JobExpiredError } from '../../src/plugins/app/jobs';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { seededApp, signIn } from '../support/account';
import { settledJobRuns } from '../support/jobs';
import { pollUntil, subOf, uploadKeyFor } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { aiCall, discovery, requestSeries, settledStatuses, statusesOf } from './support';

/*
 * Deep Story's jobs (docs/adr/029): the status paths (queued, done, failed with the spec's
 * codes), a job stopped mid-way that runs again after an api restart and finishes, and an
 * edit made while pictures are drawn that the job does not overwrite.
 */

const lastTry: AiJobContext = { retryCount: 2, retryLimit: 2, signal: new AbortController().signal };
const firstTry = (signal = new AbortController().signal): AiJobContext => ({ retryCount: 0, retryLimit: 2, signal });
const failing = (err: Error): AiPorts['generator'] => ({ name: 'failing', generate: () => Promise.reject(err) });
const failingImages = (err: Error): ShotImagePort => ({ name: 'failing', draw: () => Promise.reject(err) });

describe('Deep Story jobs, run by hand', () => {
  let app: FastifyInstance;
  let token: string;
  let sub: string;
  let me: number;
  const deps = (ports: Partial<AiPorts> = {}) => ({ db: app.db, storage: app.storage, ports: { generator: localPlanner(), images: localShotRenderer(), ...ports } });
  const one = async (): Promise<number> => (await requestSeries(app, token, discovery(me, { second: 30 })))[0] ?? 0;
  const status = async (id: number) => (await statusesOf(app, token, [id]))[0];
  const metadataOf = async (id: number): Promise<AiMetadata> => (await aiCall(app, token, 'GET', `/ai/getAIStoryboardMetadata?id=${id}&user_id=${me}`)).json().result as AiMetadata;

  beforeAll(async () => {
    app = await seededApp({ env: { AI_SERIES_SIZE: '1' }, jobs: { workers: false } });
    token = (await signIn(app, 'pro@demo.test')).IdToken;
    sub = subOf(token);
    me = await customerIdOf(app, 'pro@demo.test');
  });
  afterAll(() => app.close());

  it('answers a queued storyboard as still working, and refuses to open it until generated', async () => {
    const id = await one();
    expect(await status(id)).toEqual({ id, storyboard_process_status: AI_STATUS.Queued, image_process_status: AI_STATUS.NotStarted, error_code: null, error_message: null });
    const detail = await aiCall(app, token, 'GET', `/ai/getAIStoryboard?id=${id}&user_id=${me}`);
    expect(detail.statusCode).toBe(409);
    expect(detail.json().error_code).toBe(AI_ERROR_CODES.AI_NOT_READY);
    // Listed while generating (the portal shows its placeholder), without a cover yet.
    const record = (await aiCall(app, token, 'GET', `/ai/getAIStoryboards?user_id=${me}`)).json().result.find((r: AiStoryboardRecord) => r.id === id);
    expect(record).toMatchObject({ storyboard_process_status: 1, image_process_status: 0, storyboard_image_asset_id: null, title: 'Recruit volunteers for our weekend beach clean-up (Story-led)' });
    expect((await app.db.query('select count(*)::int as n from pgboss.job where name = $1 and (data->>\'storyboardId\')::int = $2', [AI_GENERATE_QUEUE, id])).rows[0]).toEqual({ n: 1 });
  });

  it('keeps a storyboard processing when a try fails and more are left, and fails it (4, 22003) on the last', async () => {
    const id = await one();
    const outage = new AiServiceError('The AI service answered 503 to /chat/completions');
    await expect(runGeneration(deps({ generator: failing(outage) }), { storyboardId: id, identity: sub }, firstTry())).rejects.toBe(outage);
    expect(await status(id)).toMatchObject({ storyboard_process_status: AI_STATUS.Processing, error_code: null });
    await runGeneration(deps({ generator: failing(outage) }), { storyboardId: id, identity: sub }, lastTry);
    expect(await status(id)).toEqual({
      id,
      storyboard_process_status: AI_STATUS.Failed,
      image_process_status: AI_STATUS.NotStarted,
      error_code: ERROR_CODES.STATUS_FETCH_FAILED,
      error_message: 'The AI service could not generate the storyboard.',
    });
    // A failed storyboard stays failed: running its job again changes nothing.
    await runGeneration(deps(), { storyboardId: id, identity: sub }, firstTry());
    expect((await status(id))?.storyboard_process_status).toBe(AI_STATUS.Failed);
    expect((await aiCall(app, token, 'GET', `/ai/getAIStoryboard?id=${id}&user_id=${me}`)).json().error_message).toBe('The storyboard could not be generated');

    const other = await one();
    await runGeneration(deps({ generator: failing(new Error('database went away')) }), { storyboardId: other, identity: sub }, lastTry);
    expect(await status(other)).toMatchObject({ storyboard_process_status: 4, error_code: '22003', error_message: DEEPSTORY_MESSAGES.statusFetchFailed });

    const invalid = await one();
    await runGeneration(deps({ generator: failing(new AiOutputError('no shots')) }), { storyboardId: invalid, identity: sub }, firstTry());
    expect(await status(invalid)).toMatchObject({ storyboard_process_status: 4, error_code: AI_ERROR_CODES.AI_INVALID_OUTPUT });

    const expired = await one();
    const abort = new AbortController();
    abort.abort(new JobExpiredError('The job did not finish within 1800 s'));
    await runGeneration(deps({ generator: failing(new Error('aborted')) }), { storyboardId: expired, identity: sub }, firstTry(abort.signal));
    expect(await status(expired)).toMatchObject({ storyboard_process_status: 4, error_code: '22003', error_message: 'Generating the storyboard took too long.' });
  });

  it('finishes a storyboard whose pictures fail (images 4: the portal shows its fallback)', async () => {
    const id = await one();
    await runGeneration(deps({ images: failingImages(new AiOutputError('not an image')) }), { storyboardId: id, identity: sub }, firstTry());
    expect(await status(id)).toMatchObject({ storyboard_process_status: AI_STATUS.Done, image_process_status: AI_STATUS.Failed, error_code: null });
    const metadata = await metadataOf(id);
    expect(metadata.thumbnail_asset_id).toBeNull();
    expect(metadata.shots.every((s) => s.image_asset_id === null)).toBe(true);
    const record = (await aiCall(app, token, 'GET', `/ai/getAIStoryboards?user_id=${me}`)).json().result.find((r: AiStoryboardRecord) => r.id === id);
    expect(record).toMatchObject({ storyboard_process_status: 3, image_process_status: 4, storyboard_image_asset_id: null, title: metadata.title });
  });

  it('regenerates a picture (queued, then 3 with its key) or fails it with 22033', async () => {
    const id = await one();
    await runGeneration(deps(), { storyboardId: id, identity: sub }, firstTry());
    const [shot, second] = (await metadataOf(id)).shots;
    const ask = async (prompt: string, shotId = shot?.shot_id) =>
      (await aiCall(app, token, 'POST', '/ai/requestAIImageRegeneration', { id, user_id: me, items: [{ type: 1, shot_number: 1, prompt, shot_id: shotId }] })).json().result.image_id[0].imageId as number;
    const check = async (regenerationId: number) => (await aiCall(app, token, 'GET', `/ai/checkImageRegenerationStatus?id=${regenerationId}`)).json().result;

    const broken = await ask('A lighthouse');
    expect(await check(broken)).toEqual({ status: AI_STATUS.Queued, image_key: null, error_code: null, error_message: null });
    await runRegeneration(deps({ images: failingImages(new AiServiceError('The AI service answered 500', false)) }), { regenerationId: broken, identity: sub }, lastTry);
    expect(await check(broken)).toEqual({ status: AI_STATUS.Failed, image_key: null, error_code: ERROR_CODES.IMAGE_REGENERATION_FAILED, error_message: DEEPSTORY_MESSAGES.imageRegenerationFailed });
    expect((await metadataOf(id)).shots[0]?.image_asset_id).toBe(shot?.image_asset_id);

    // Two asked for one shot: the later one's picture wins, whichever job ends last.
    const earlier = await ask('A harbour at noon');
    const later = await ask('A harbour at night');
    await runRegeneration(deps(), { regenerationId: later, identity: sub }, firstTry());
    await runRegeneration(deps(), { regenerationId: earlier, identity: sub }, firstTry());
    expect((await check(earlier)).status).toBe(3);
    expect((await metadataOf(id)).shots[0]).toMatchObject({ image_asset_id: (await check(later)).image_key, shot_image_prompt: 'A harbour at night' });

    // A shot the storyboard does not have yet (the portal saves it after asking): the picture waits for its save.
    const newShot = 'new-shot-1';
    const early = await ask('A new angle on the beach', newShot);
    await runRegeneration(deps(), { regenerationId: early, identity: sub }, firstTry());
    const key = (await check(early)).image_key as string;
    expect(key).toMatch(new RegExp(`/ai/${id}/regenerations/${early}\\.png$`));
    const stored = await metadataOf(id);
    const added = { ...(second ?? stored.shots[0]), shot_id: newShot, image_asset_id: null, shot_image_prompt: 'A new angle on the beach' };
    const saved = await aiCall(app, token, 'POST', '/ai/updateAIStoryboard', { id, user_id: me, title: stored.title, description: stored.description, tags: [], shots: [...stored.shots, added] });
    expect(saved.statusCode).toBe(200);
    expect((await metadataOf(id)).shots.at(-1)).toMatchObject({ shot_id: newShot, image_asset_id: key });
  });

  it('does not overwrite an edit made while the pictures were drawn', async () => {
    const id = await one();
    const renderer = localShotRenderer();
    let drawn = 0;
    const editing: ShotImagePort = {
      name: 'editing',
      async draw(request, signal) {
        // While the first picture is drawn the customer saves the storyboard: shot 2 gets a new prompt, shot 3 their own picture, the last shot goes.
        if (drawn++ === 0) {
          const m = await metadataOf(id);
          const shots = m.shots.slice(0, -1).map((s, i) =>
            i === 1 ? { ...s, shot_image_prompt: 'A brand new prompt' } : i === 2 ? { ...s, image_asset_id: uploadKeyFor(sub, 'mine.png') } : s,
          );
          const res = await aiCall(app, token, 'POST', '/ai/updateAIStoryboard', { id, user_id: me, title: 'Edited meanwhile', description: m.description, tags: m.tags, shots });
          if (res.statusCode !== 200) throw new Error(res.body);
        }
        return renderer.draw(request, signal);
      },
    };
    await runGeneration(deps({ images: editing }), { storyboardId: id, identity: sub }, firstTry());
    const after = await metadataOf(id);
    expect(after.title).toBe('Edited meanwhile');
    expect(after.shots[0]?.image_asset_id).toMatch(/\/shots\/.+\.png$/);
    expect(after.shots[1]).toMatchObject({ shot_image_prompt: 'A brand new prompt', image_asset_id: null });
    expect(after.shots[2]?.image_asset_id).toMatch(/\/uploads\/.+\/mine\.png$/);
    expect(after.thumbnail_asset_id).toBe(after.shots[0]?.image_asset_id);
    expect(await status(id)).toMatchObject({ image_process_status: AI_STATUS.Done });
    // Pictures no shot took (the new prompt's shot, the removed one) are not kept.
    expect(drawn).toBeGreaterThan(after.shots.length);
    expect(await app.storage.exists(`private/${sub}/ai/${id}/shots/${after.shots[1]?.shot_id}.png`)).toBe(false);
    expect(await app.storage.exists(after.shots[0]?.image_asset_id ?? '')).toBe(true);
    const { rows } = await app.db.query<{ revision: number }>('select revision from ai_storyboards where id = $1', [id]);
    expect(rows[0]?.revision).toBe(2);
  });
});

describe('a Deep Story generation job', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ai-job-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stopped while drawing the pictures, runs again after an api restart and finishes', async () => {
    const config = testConfig({ DATA_DIR: path.join(dir, 'db'), STORAGE_DIR: path.join(dir, 'storage'), AI_SERIES_SIZE: '1' });
    const first = await buildApp(config, { jobs: { workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const token = (await signIn(first, 'pro@demo.test')).IdToken;
    const me = await customerIdOf(first, 'pro@demo.test');
    const [id = 0] = await requestSeries(first, token, discovery(me, { second: 40, format: 1 }));

    // A worker of this api runs it and is stopped (the api shutting down) while it draws the second picture.
    const stopping = new AbortController();
    const renderer = localShotRenderer();
    let drawn = 0;
    const stoppedMidway: ShotImagePort = {
      name: 'stopped',
      draw(request, signal) {
        if (++drawn === 2) stopping.abort(new Error('The api is shutting down'));
        return renderer.draw(request, signal);
      },
    };
    const run = runGeneration({ db: first.db, storage: first.storage, ports: { generator: localPlanner(), images: stoppedMidway } }, { storyboardId: id, identity: subOf(token) }, firstTry(stopping.signal));
    await expect(run).rejects.toThrow('The api is shutting down');
    // Not a failure: the storyboard is generated, its pictures still being made.
    expect((await statusesOf(first, token, [id]))[0]).toEqual({ id, storyboard_process_status: 3, image_process_status: 2, error_code: null, error_message: null });
    await first.close();

    // Second life on the same data: the queued job is worked on and the pictures made.
    const second = await buildApp(config, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await second.ready();
      const again = (await signIn(second, 'pro@demo.test')).IdToken;
      const [done] = await settledStatuses(second, again, [id]);
      expect(done).toEqual({ id, storyboard_process_status: 3, image_process_status: 3, error_code: null, error_message: null });
      const metadata = (await aiCall(second, again, 'GET', `/ai/getAIStoryboardMetadata?id=${id}&user_id=${me}`)).json().result as AiMetadata;
      expect(metadata.format).toBe(1);
      expect(metadata.total_duration_seconds).toBe(40);
      for (const shot of metadata.shots) expect(await second.storage.stat(shot.image_asset_id ?? '')).toMatchObject({ contentType: 'image/png' });
      expect(await settledJobRuns(second.db, AI_GENERATE_QUEUE, 'storyboardId', id)).toEqual([{ state: 'completed', retry_count: 0 }]);
      // And a regeneration asked now runs in this api's workers.
      const regeneration = (await aiCall(second, again, 'POST', '/ai/requestAIImageRegeneration', { id, user_id: me, items: [{ type: 1, shot_number: 2, prompt: 'Sunset over the dunes', shot_id: metadata.shots[1]?.shot_id }] })).json().result.image_id[0].imageId as number;
      const result = await pollUntil(async () => (await aiCall(second, again, 'GET', `/ai/checkImageRegenerationStatus?id=${regeneration}`)).json().result, (r: { status: number }) => r.status >= 3);
      expect(result.status).toBe(3);
      expect(await settledJobRuns(second.db, AI_REGENERATE_QUEUE, 'regenerationId', regeneration)).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await second.close();
    }
  }, 180_000);
});
