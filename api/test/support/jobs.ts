import type { Db } from '../../src/db';

/** The state and retry count of each job of a queue whose data field `field` is `value` (a restart test's check). */
export async function jobRuns(db: Db, queue: string, field: string, value: number): Promise<{ state: string; retry_count: number }[]> {
  const { rows } = await db.query<{ state: string; retry_count: number }>(
    `select state, retry_count from pgboss.job where name = $1 and (data->>$2)::int = $3`,
    [queue, field, value],
  );
  return rows;
}
