import { setMaxListeners } from 'node:events';
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
  /**
   * Queues a job; with `tx` it is written in that transaction and runs only if it commits;
   * with `startAfterSeconds` it waits that long first. Null when the queue's policy drops it
   * (a `short` queue already holding a job waiting to start).
   */
  send<T extends object>(name: string, data: T, opts?: { tx?: Db; singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  /**
   * Runs `handler` for the jobs of one queue or of several (taken in turn): `concurrency`
   * jobs at once at most (1 unless given), across all of them. A throw fails the try and
   * retries it; a handler past its queue's expiry is failed (and retried) as well.
   */
  work<T extends object>(names: string | readonly string[], handler: JobHandler<T>, opts?: { concurrency?: number }): Promise<void>;
  /** Creates a queue (or keeps it as it is) with its policy; queues named at start already exist. */
  createQueue(spec: QueueSpec): Promise<void>;
  /** Stops fetching, lets the running handlers finish for a while, then aborts them. */
  stop(): Promise<void>;
}

/** What a handler learns about its job besides the data. */
export interface JobContext {
  readonly id: string;
  /** The queue it came from. */
  readonly name: string;
  /** Tries before this one (0 on the first). */
  readonly retryCount: number;
  /** Retries the queue allows: the try with retryCount === retryLimit is the last. */
  readonly retryLimit: number;
  /**
   * Aborted when the api shuts down (long work such as ffmpeg stops and the job runs again
   * later) or when the job outlives its queue's expiry (the reason is then a JobExpiredError).
   */
  readonly signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Why a job's signal was aborted when it ran past its queue's expiry (the try has failed and will be retried). */
export class JobExpiredError extends Error {
  override readonly name = 'JobExpiredError';
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
  /**
   * pg-boss's queue policy: `standard` (the default) keeps every job sent; `short` keeps at
   * most one waiting to start (a job already running does not count), so a housekeeping
   * job sent again and again waits once.
   */
  readonly policy?: 'standard' | 'short';
}

export interface JobsPluginOptions {
  /** Queues this api sends to and works on. */
  readonly queues: readonly QueueSpec[];
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5). */
  readonly pollingIntervalSeconds?: number;
  /** Seconds between maintenance runs (expiring stalled jobs, archiving). */
  readonly maintenanceIntervalSeconds?: number;
  /** Where a worker's own failures (a fetch that could not reach the database) are told. */
  readonly onError?: (err: unknown) => void;
}

/** How long `stop` lets running handlers finish before it aborts them. */
const STOP_GRACE_MS = 10_000;

/** pg-boss's database hook on the `Db` port: parameterless scripts may hold several statements. */
export function bossDb(db: Db): PgBoss.Db {
  return {
    executeSql: (text, values) => (values && values.length > 0 ? db.query(text, values) : db.exec(text)),
  };
}

/** A fetched job with the metadata `includeMetadata` adds. */
type FetchedJob = PgBoss.JobWithMetadata<object>;

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
  boss.on('error', (err) => opts.onError?.(err));
  const pollMs = Math.max(0.5, opts.pollingIntervalSeconds ?? 1) * 1000;
  let started = false;
  let stopping = false;
  /** Aborts the handlers still running when the grace period of `stop` ends. */
  const shutdown = new AbortController();
  /** Wakes the workers sleeping between polls. */
  let wake = new AbortController();
  // Every worker loop and every running job listens to these two: as many as the api has queues and workers.
  const unbounded = (c: AbortController): AbortController => (setMaxListeners(0, c.signal), c);
  unbounded(shutdown);
  unbounded(wake);
  const loops: Promise<void>[] = [];

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const signal = wake.signal;
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });

  async function runOne<T extends object>(name: string, job: FetchedJob, handler: JobHandler<T>): Promise<void> {
    // One signal for the handler: the api shutting down, or this job running past its expiry.
    const abort = new AbortController();
    const onShutdown = (): void => abort.abort(shutdown.signal.reason);
    shutdown.signal.addEventListener('abort', onShutdown, { once: true });
    const context: JobContext = { id: job.id, name, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: abort.signal };
    // Past the queue's expiry the handler is asked to stop (its ffmpeg is killed through the
    // signal); the job's outcome is still what the handler then does, never the clock's.
    const seconds = Number(job.expireInSeconds);
    const deadline = setTimeout(() => abort.abort(new JobExpiredError(`The job did not finish within ${seconds} s`)), seconds * 1000);
    try {
      await handler(job.data as T, context);
    } catch (err) {
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
      return;
    } finally {
      clearTimeout(deadline);
      shutdown.signal.removeEventListener('abort', onShutdown);
    }
    await boss.complete(name, job.id);
  }

  /** One worker: takes a job from the queues in turn, runs it, and sleeps when none waits. */
  async function loop<T extends object>(names: readonly string[], handler: JobHandler<T>, offset: number): Promise<void> {
    let turn = offset;
    while (!stopping) {
      let ran = false;
      try {
        for (let i = 0; i < names.length && !ran && !stopping; i++) {
          const name = names[(turn + i) % names.length] as string;
          const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
          if (job) {
            ran = true;
            await runOne(name, job, handler);
          }
        }
        turn++;
      } catch (err) {
        opts.onError?.(err);
      }
      if (!ran && !stopping) await sleep(pollMs);
    }
  }

  /**
   * Creates a queue, or brings an existing one's retries and expiry to what the code says
   * now (pg-boss's createQueue leaves an existing queue as it is), so a changed expiry
   * reaches a running deployment. Every api process does this at start; they agree.
   */
  const createQueue = async (q: QueueSpec): Promise<void> => {
    const settings = { retryLimit: q.retryLimit ?? 3, expireInSeconds: q.expireInSeconds ?? 15 * 60 };
    const existing = await boss.getQueue(q.name);
    if (!existing) {
      await boss.createQueue(q.name, { name: q.name, ...settings, ...(q.policy ? { policy: q.policy } : {}) });
    } else if (existing.retryLimit !== settings.retryLimit || existing.expireInSeconds !== settings.expireInSeconds) {
      // The policy cannot change in place: the queue keeps its own.
      await boss.updateQueue(q.name, { name: q.name, ...settings, ...(existing.policy ? { policy: existing.policy } : {}) });
    }
  };

  return {
    async start() {
      await boss.start();
      started = true;
      for (const q of opts.queues) await createQueue(q);
    },
    createQueue,
    send(name, data, sendOpts = {}) {
      return boss.send(name, data, {
        ...(sendOpts.tx ? { db: bossDb(sendOpts.tx) } : {}),
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: Math.max(1, Math.ceil(sendOpts.startAfterSeconds)) } : {}),
      });
    },
    async work(names, handler, workOpts = {}) {
      if (stopping) throw new Error('The job queue is stopped');
      const list = typeof names === 'string' ? [names] : [...names];
      const workers = Math.max(1, Math.floor(workOpts.concurrency ?? 1));
      // Each worker starts at a different queue, so several queues are served from the start.
      for (let i = 0; i < workers; i++) loops.push(loop(list, handler, i));
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      wake.abort();
      wake = unbounded(new AbortController());
      const all = Promise.all(loops);
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_GRACE_MS);
      });
      // Handlers still running after the grace period are aborted; their jobs fail and are retried.
      if ((await Promise.race([all, graceOver])) === 'late') shutdown.abort();
      clearTimeout(timer);
      await all;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS });
    },
  };
}

/** Decorates the app with `jobs`: started once the database is ready, stopped on close. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async function jobs(app: FastifyInstance, opts: JobsPluginOptions): Promise<void> {
    const queue = await createJobQueue(app.db, { onError: (err) => app.log.error({ err }, 'job queue'), ...opts });
    await queue.start();
    app.decorate('jobs', queue);
    // Before the database closes: the db plugin's onClose runs after this one (reverse order).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
