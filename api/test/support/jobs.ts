import type { Db } from '../../src/db';
import { pollUntil } from './media';

type JobRun = { state: string; retry_count: number };

/** The state and retry count of each job of a queue whose data field `field` is `value` (a restart test's check). */
export async function jobRuns(db: Db, queue: string, field: string, value: number): Promise<JobRun[]> {
  const { rows } = await db.query<JobRun>(
    `select state, retry_count from pgboss.job where name = $1 and (data->>$2)::int = $3`,
    [queue, field, value],
  );
  return rows;
}

/**
 * The job runs once none is still being worked on. A handler writes its result (the status a
 * test polls) before it returns, and the queue marks the job completed just after, so a test
 * that saw the result reads the job's state through this.
 */
export function settledJobRuns(db: Db, queue: string, field: string, value: number): Promise<JobRun[]> {
  return pollUntil(() => jobRuns(db, queue, field, value), (runs) => runs.every((run) => run.state !== 'active'), 10_000);
}
