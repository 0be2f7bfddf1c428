import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { TestRender } from '../../src/contracts';
import { RENDER_QUEUE, runRender } from '../../src/plugins/app/render';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { bearer, signIn } from '../support/account';
import { settledJobRuns } from '../support/jobs';
import { pollUntil, subOf } from '../support/media';
import { customerIdOf } from '../support/storyboards';
import { readRender, shortStoryboard, storedReadyVideo } from './support';

/*
 * The render job in the durable queue (docs/adr/018, 026): it says which step it is at, its
 * ffmpeg is stopped when the job is aborted (the api shutting down) and the render stays
 * Processing, and the queued job is made after the api restarts on the same data.
 */
describe('a render job', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-render-job-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports its step, stops its ffmpeg when aborted, and is rendered after an api restart', async () => {
    const config = testConfig({ DATA_DIR: dir, STORAGE_DIR: 'memory://' });
    const first = await buildApp(config, { jobs: { workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const token = (await signIn(first, 'pro@demo.test')).IdToken;
    const me = await customerIdOf(first, 'pro@demo.test');
    const storyboard = await shortStoryboard(first, me, [1, 1]);
    const shots = [];
    for (const shotId of storyboard.shotIds) shots.push({ shotId, assetId: await storedReadyVideo(first, me, subOf(token)) });
    const started = await first.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards/${storyboard.id}/test-render`, headers: bearer(token), payload: { title: 'Restart me', shots } });
    expect(started.statusCode).toBe(200);
    const { id } = started.json().result as { id: number };
    expect(await readRender(first, token, me, id)).toMatchObject({ status: 'Processing', step: 'Waiting to start' });

    // A worker of this api runs it and is stopped while ffmpeg encodes the first shot.
    const stopping = new AbortController();
    const run = runRender({ db: first.db, storage: first.storage }, { renderId: id }, { retryCount: 0, retryLimit: 2, signal: stopping.signal });
    const encoding = await pollUntil<TestRender>(() => readRender(first, token, me, id), (r) => /^Encoding shot/.test(r.step ?? ''), 60_000);
    expect(encoding).toMatchObject({ status: 'Processing', step: 'Encoding shot 1 of 2' });
    stopping.abort();
    await expect(run).rejects.toMatchObject({ name: 'MediaToolError', failure: 'aborted' });
    // Not a failure of the render: it waits for the job to run again.
    expect(await readRender(first, token, me, id)).toMatchObject({ status: 'Processing', error: null });

    // A render whose video is gone fails at once with the reason (running it again would not help).
    const lost = [{ shotId: storyboard.shotIds[0], assetId: await storedReadyVideo(first, me, subOf(token)) }, shots[1]];
    const doomed = (await first.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards/${storyboard.id}/test-render`, headers: bearer(token), payload: { title: 'Lost', shots: lost } })).json().result.id as number;
    await first.storage.delete(lost[0]?.assetId ?? '');
    await runRender({ db: first.db, storage: first.storage }, { renderId: doomed }, { retryCount: 0, retryLimit: 2, signal: new AbortController().signal });
    expect(await readRender(first, token, me, doomed)).toMatchObject({ status: 'Failed', step: null, assetId: null, error: `The video of shot 1 is no longer stored` });
    await first.close();

    // Second life on the same data: the queued job is worked on and the film made.
    const second = await buildApp(config, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await second.ready();
      const again = (await signIn(second, 'pro@demo.test')).IdToken;
      const done = await pollUntil<TestRender>(() => readRender(second, again, me, id), (r) => r.status !== 'Processing', 120_000);
      expect(done).toMatchObject({ status: 'Complete', title: 'Restart me', error: null, assetId: expect.stringMatching(/\/Restart-me\.mp4$/) });
      expect(Math.abs((done.durationMillis ?? 0) - 2000)).toBeLessThanOrEqual(200);
      expect(await settledJobRuns(second.db, RENDER_QUEUE, 'renderId', id)).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await second.close();
    }
  }, 240_000);
});
