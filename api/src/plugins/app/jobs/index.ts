import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Db } from '../../../db';

/**
 * The durable job queue (docs/adr/018): pg-boss 10 on the api's own database, PGlite or
 * PostgreSQL alike, through the `Db` port. A job is sent inside the transaction that makes
 * it necessary (`send(..., { tx })`), so a storyboard never sits in Processing without its
 * job, and a job survives an api restart: a job claimed by a worker that died is handed
 * out again when its expiry passes.
 */
export interface JobQueue {
  /** Queues a job; with `tx` it is written in that transaction and runs only if it commits. */
  send<T extends object>(name: string, data: T, opts?: { tx?: Db; singletonKey?: string }): Promise<string | null>;
  /** Runs `handler` for each job of `name` (one at a time); a throw fails the try and retries. */
  work<T extends object>(name: string, handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>): Promise<void>;
  /** Stops fetching and waits for the handlers running now. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Queues and their policy: retries, and how long a claimed job may run before it is retried. */
export interface QueueSpec {
  readonly name: string;
  readonly retryLimit?: number;
  readonly expireInSeconds?: number;
}

export interface JobsPluginOptions {
  /** Queues this api sends to and works on. */
  readonly queues: readonly QueueSpec[];
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5). */
  readonly pollingIntervalSeconds?: number;
  /** Seconds between maintenance runs (expiring stalled jobs, archiving). */
  readonly maintenanceIntervalSeconds?: number;
}

/** pg-boss's database hook on the `Db` port: parameterless scripts may hold several statements. */
export function bossDb(db: Db): PgBoss.Db {
  return {
    executeSql: (text, values) => (values && values.length > 0 ? db.query(text, values) : db.exec(text)),
  };
}

export async function createJobQueue(db: Db, opts: JobsPluginOptions): Promise<JobQueue & { start(): Promise<void> }> {
  const boss = new PgBoss({
    db: bossDb(db),
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    // Keep finished jobs a week for support questions, then drop them.
    deleteAfterDays: 7,
  });
  let started = false;
  return {
    async start() {
      await boss.start();
      started = true;
      for (const q of opts.queues) {
        await boss.createQueue(q.name, { name: q.name, retryLimit: q.retryLimit ?? 3, expireInSeconds: q.expireInSeconds ?? 15 * 60 });
      }
    },
    send(name, data, sendOpts = {}) {
      return boss.send(name, data, {
        ...(sendOpts.tx ? { db: bossDb(sendOpts.tx) } : {}),
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
      });
    },
    async work(name, handler) {
      await boss.work<object>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          await handler(job.data as never, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
        }
      });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Decorates the app with `jobs`: started once the database is ready, stopped on close. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async function jobs(app: FastifyInstance, opts: JobsPluginOptions): Promise<void> {
    const queue = await createJobQueue(app.db, opts);
    await queue.start();
    app.decorate('jobs', queue);
    // Before the database closes: the db plugin's onClose runs after this one (reverse order).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
