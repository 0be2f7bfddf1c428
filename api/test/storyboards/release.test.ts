import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { buildApp } from '../../src/app';
import { bossDb } from '../../src/plugins/app/jobs';
import { RELEASE_QUEUE } from '../../src/plugins/app/storyboards/jobs';
import { runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { bearer, seededApp, signIn } from '../support/account';
import { settledJobRuns } from '../support/jobs';
import { customerIdOf, makeStoryboard } from '../support/storyboards';

/** Reads the storyboard until `done` says so (the portal polls every 500 ms too). */
async function pollUntil(app: FastifyInstance, url: string, token: string, done: (status: string) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const result = (await app.inject({ url, headers: bearer(token) })).json().result;
    if (done(result.status) || Date.now() > until) return result;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('release (001 §4): a durable job decides Published or back to Draft', () => {
  let app: FastifyInstance;
  let token: string;
  let me: number;
  beforeAll(async () => {
    app = await seededApp({ jobs: { pollingIntervalSeconds: 0.5 } });
    token = (await signIn(app, 'pro@demo.test')).IdToken;
    me = await customerIdOf(app, 'pro@demo.test');
  });
  afterAll(() => app.close());

  const url = (id: number, rest = '') => `/proxy/v1/customers/${me}/storyboards/${id}${rest}`;
  const release = (id: number, publishedRenderQuality = 'High') =>
    app.inject({ method: 'POST', url: url(id, '/release'), headers: bearer(token), payload: { publishedRenderQuality } });

  it('answers Processing at once, then the job publishes it in the quality chosen', async () => {
    const id = await makeStoryboard(app, me, { status: 'Draft', shots: 2, quality: null });
    const res = await release(id, 'Low');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'Processing', publishedRenderQuality: 'Low', releaseError: null });
    const done = await pollUntil(app, url(id), token, (s) => s !== 'Processing');
    expect(done).toMatchObject({ status: 'Published', releaseError: null });
  });

  it('sends it back to Draft with the reason when a shot has no image', async () => {
    const id = await makeStoryboard(app, me, { status: 'ReadyToPublish', shots: 2, shotImages: false });
    expect((await release(id)).statusCode).toBe(200);
    const done = await pollUntil(app, url(id), token, (s) => s !== 'Processing');
    expect(done).toMatchObject({ status: 'Draft', releaseError: 'Shot 1 has no image' });
  });

  it('refuses a status that does not permit release, and a quality that is not High or Low', async () => {
    const published = await makeStoryboard(app, me, { status: 'Published', shots: 1 });
    const refused = await release(published);
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'ACTION_NOT_ALLOWED']);
    const draft = await makeStoryboard(app, me, { shots: 1 });
    expect((await release(draft, 'Medium')).statusCode).toBe(400);
    const { rows } = await app.db.query<{ n: string }>(`select count(*) as n from pgboss.job where name = $1 and data->>'storyboardId' in ($2, $3)`, [
      RELEASE_QUEUE,
      String(published),
      String(draft),
    ]);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('a release job survives an api restart', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-release-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Short expiry and maintenance, so a job whose worker died is handed out again in seconds.
  const jobs = { expireInSeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

  it('a job claimed by a worker that died is run again after the restart, and finishes once', async () => {
    // First life: no workers here; a worker elsewhere claims the job and dies holding it.
    const config = testConfig({ DATA_DIR: dir });
    const first = await buildApp(config, { jobs: { ...jobs, workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const token = (await signIn(first, 'pro@demo.test')).IdToken;
    const me = await customerIdOf(first, 'pro@demo.test');
    const id = await makeStoryboard(first, me, { shots: 1 });
    const res = await first.inject({ method: 'POST', url: `/proxy/v1/customers/${me}/storyboards/${id}/release`, headers: bearer(token), payload: { publishedRenderQuality: 'High' } });
    expect(res.json().result.status).toBe('Processing');
    const dying = new PgBoss({ db: bossDb(first.db), schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await dying.start();
    const [claimed] = await dying.fetch<{ storyboardId: number }>(RELEASE_QUEUE);
    expect(claimed?.data.storyboardId).toBe(id);
    await dying.stop({ graceful: false, wait: true });
    await first.close();

    // Second life on the same data: the stalled job expires and is worked on again.
    const second = await buildApp(config, { jobs });
    try {
      await second.ready();
      const again = (await signIn(second, 'pro@demo.test')).IdToken;
      const done = await pollUntil(second, `/proxy/v1/customers/${me}/storyboards/${id}`, again, (s) => s !== 'Processing', 30_000);
      expect(done.status).toBe('Published');
      expect(await settledJobRuns(second.db, RELEASE_QUEUE, 'storyboardId', id)).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
