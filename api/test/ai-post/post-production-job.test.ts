import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { PostProductionStatus } from '../../src/contracts';
import { POST_PRODUCTION_QUEUE, runPostProduction, type PostProductionJob } from '../../src/plugins/app/ai-post';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { signIn } from '../support/account';
import { jobRuns, settledJobRuns } from '../support/jobs';
import { pollUntil, subOf } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { aiCall, insertAiStoryboard, metadataFixture, storeMedia } from './support';

/*
 * The post-production job in the durable queue (docs/adr/018, 030): stopped while melt
 * renders (the api shutting down) it leaves the request under way, and the queued job makes
 * the project after the api restarts on the same data; a job whose storyboard was edited
 * meanwhile writes nothing and goes on with the new revision, or stops when the edit reset
 * post-production.
 */
describe('a post-production job', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-ai-post-job-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const row = async (app: FastifyInstance, id: number) =>
    (
      await app.db.query<{ post_production_process_status: number; kdenlive_process_status: number; revision: number; post_production_revision: number | null; kden_key: string | null }>(
        'select post_production_process_status, kdenlive_process_status, revision, post_production_revision, kden_key from ai_storyboards where id = $1',
        [id],
      )
    ).rows[0];

  it('is stopped while melt renders, made after an api restart, and follows edits made meanwhile', async () => {
    const config = testConfig({ DATA_DIR: dir, STORAGE_DIR: 'memory://' });
    const first = await buildApp(config, { jobs: { workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const token = (await signIn(first, 'pro@demo.test')).IdToken;
    const sub = subOf(token);
    const me = await customerIdOf(first, 'pro@demo.test');
    const still = await storeMedia(first, sub, 'still', 'still');
    const tone = await storeMedia(first, sub, 'tone', 'tone');
    const sixty = (id: number) => metadataFixture(id, { shots: Array.from({ length: 12 }, () => ({ seconds: 5, image: still })), watermark: still, audio: tone });
    const film = async (app: FastifyInstance, id: number, as = token): Promise<PostProductionStatus> => (await aiCall(app, as, 'POST', '/ai/requestPostProduction', { id, user_id: me })).json().result;
    const deps = (app: FastifyInstance) => ({ db: app.db, storage: app.storage, jobs: app.jobs });
    const job = (signal = new AbortController().signal) => ({ retryCount: 0, retryLimit: 2, signal });

    // A worker of this api runs it and is stopped while melt renders the preview.
    const id = await insertAiStoryboard(first, me, sixty);
    expect(await film(first, id)).toMatchObject({ post_production_process_status: 1, kdenlive_process_status: 1 });
    const data: PostProductionJob = { storyboardId: id, revision: 1, identity: sub };
    const stopping = new AbortController();
    const running = runPostProduction(deps(first), data, job(stopping.signal));
    await pollUntil(() => row(first, id), (r) => r?.kdenlive_process_status === 2, 60_000);
    stopping.abort();
    await expect(running).rejects.toMatchObject({ name: 'MediaToolError', failure: 'aborted' });
    // Not a failure: under way until the job runs again.
    expect(await row(first, id)).toMatchObject({ post_production_process_status: 3, kdenlive_process_status: 2, kden_key: null });

    // Edited meanwhile (the film step's save: a new revision, post-production left as it was): the job goes on with the new revision.
    const edited = await insertAiStoryboard(first, me, (sid) => metadataFixture(sid, { shots: [{ seconds: 2, image: still }] }));
    await film(first, edited);
    await first.db.query('update ai_storyboards set revision = revision + 1 where id = $1', [edited]);
    await runPostProduction(deps(first), { storyboardId: edited, revision: 1, identity: sub }, job());
    expect(await row(first, edited)).toMatchObject({ post_production_process_status: 1, kdenlive_process_status: 1, revision: 2, post_production_revision: 2, kden_key: null });
    expect((await jobRuns(first.db, POST_PRODUCTION_QUEUE, 'storyboardId', edited)).length).toBe(2);
    // Edited so that post-production is stale (the storyboard page's save resets it): the job stops.
    const reset = await insertAiStoryboard(first, me, (sid) => metadataFixture(sid, { shots: [{ seconds: 2, image: still }] }));
    await film(first, reset);
    await first.db.query('update ai_storyboards set revision = revision + 1, post_production_process_status = 0, kdenlive_process_status = 0 where id = $1', [reset]);
    await runPostProduction(deps(first), { storyboardId: reset, revision: 1, identity: sub }, job());
    expect(await row(first, reset)).toMatchObject({ post_production_process_status: 0, kdenlive_process_status: 0, kden_key: null });
    await first.close();

    // Second life on the same data: the queued jobs are worked on.
    const second = await buildApp(config, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await second.ready();
      const done = (r: Awaited<ReturnType<typeof row>>): boolean => r?.kdenlive_process_status === 3 || r?.kdenlive_process_status === 4 || r?.post_production_process_status === 4;
      expect(await pollUntil(() => row(second, id), done, 180_000)).toMatchObject({
        post_production_process_status: 3,
        kdenlive_process_status: 3,
        kden_key: `private/${sub}/ai/${id}/post-production/1/output.tar.gz`,
      });
      expect(await settledJobRuns(second.db, POST_PRODUCTION_QUEUE, 'storyboardId', id)).toEqual([{ state: 'completed', retry_count: 0 }]);
      expect(await pollUntil(() => row(second, edited), done, 120_000)).toMatchObject({ post_production_process_status: 3, kdenlive_process_status: 3, revision: 2 });
      expect(await row(second, reset)).toMatchObject({ post_production_process_status: 0, kdenlive_process_status: 0 });
      expect(await second.storage.exists(`private/${sub}/ai/${id}/post-production/1/output.tar.gz`)).toBe(true);
    } finally {
      await second.close();
    }
  }, 300_000);
});
