import type { Db } from '../../src/db';
import { createJobQueue, JobExpiredError, type JobContext } from '../../src/plugins/app/jobs';
import { memoryDb } from '../helpers';
import { pollUntil } from '../support/media';

/** The job queue's workers (docs/adr/018, 024): several queues, a cap on jobs at once, expiry. */
describe('job queue workers', () => {
  let db: Db;
  beforeAll(async () => {
    db = await memoryDb();
  });
  afterAll(() => db.close());

  it('runs at most `concurrency` jobs at once across the queues it works on, serving each', async () => {
    const queue = await createJobQueue(db, { queues: [{ name: 'left' }, { name: 'right' }], pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      for (let i = 0; i < 3; i++) {
        await queue.send('left', { i });
        await queue.send('right', { i });
      }
      let running = 0;
      let most = 0;
      const done: string[] = [];
      await queue.work<{ i: number }>(
        ['left', 'right'],
        async (data, job) => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 150));
          running--;
          done.push(`${job.name}:${data.i}`);
        },
        { concurrency: 2 },
      );
      await pollUntil(async () => done.length, (n) => n === 6, 20_000);
      expect(most).toBe(2);
      expect(done.filter((d) => d.startsWith('left'))).toHaveLength(3);
      expect(done.filter((d) => d.startsWith('right'))).toHaveLength(3);
    } finally {
      await queue.stop();
    }
  });

  it("brings an existing queue's retries and expiry to the code's, keeping its policy", async () => {
    const settings = async () =>
      (await db.query<{ retry_limit: number; expire_seconds: number; policy: string }>(`select retry_limit, expire_seconds, policy from pgboss.queue where name = 'tidy'`)).rows[0];
    const before = await createJobQueue(db, { queues: [{ name: 'tidy', policy: 'short' }] });
    await before.start();
    await before.stop();
    expect(await settings()).toEqual({ retry_limit: 3, expire_seconds: 15 * 60, policy: 'short' });
    const after = await createJobQueue(db, { queues: [{ name: 'tidy', retryLimit: 5, expireInSeconds: 60 }] });
    await after.start();
    await after.stop();
    expect(await settings()).toEqual({ retry_limit: 5, expire_seconds: 60, policy: 'short' });
  });

  it("aborts a handler that outlives its queue's expiry, saying so, and retries the job", async () => {
    const queue = await createJobQueue(db, { queues: [{ name: 'slow', expireInSeconds: 1, retryLimit: 1 }], pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      const id = await queue.send('slow', {});
      const seen: JobContext[] = [];
      await queue.work('slow', (_data, job) => {
        seen.push(job);
        // Heeds its signal, as ffmpeg runs do.
        return new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason)));
      });
      await pollUntil(async () => seen.length, (n) => n === 2, 20_000);
      expect(seen.map((j) => [j.id, j.retryCount])).toEqual([
        [id, 0],
        [id, 1],
      ]);
      expect(seen[0]?.signal.reason).toBeInstanceOf(JobExpiredError);
      const { rows } = await pollUntil(
        () => db.query<{ state: string }>('select state from pgboss.job where id = $1', [id]),
        (r) => r.rows[0]?.state === 'failed',
        20_000,
      );
      expect(rows[0]?.state).toBe('failed');
    } finally {
      await queue.stop();
    }
  });
});
