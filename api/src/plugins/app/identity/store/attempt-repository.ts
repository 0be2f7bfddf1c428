import type { Db } from '../../../../db';

/** Sliding-window event counters (failed sign-ins, codes sent), kept in the database
 * so limits hold across restarts and across api processes sharing it. */
export interface AttemptRepository {
  record(scope: string, at: Date): Promise<void>;
  countSince(scope: string, since: Date): Promise<number>;
  clear(scope: string): Promise<void>;
  /** Drops events older than any window, so the table stays small. */
  pruneBefore(before: Date): Promise<void>;
}

export function attemptRepository(db: Db): AttemptRepository {
  return {
    async record(scope, at) {
      await db.query('insert into identity_attempts (scope, occurred_at) values ($1, $2)', [scope, at]);
    },
    async countSince(scope, since) {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from identity_attempts where scope = $1 and occurred_at > $2',
        [scope, since],
      );
      return rows[0]?.n ?? 0;
    },
    async clear(scope) {
      await db.query('delete from identity_attempts where scope = $1', [scope]);
    },
    async pruneBefore(before) {
      await db.query('delete from identity_attempts where occurred_at < $1', [before]);
    },
  };
}
