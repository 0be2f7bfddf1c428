import type { Db } from './types';

/** Resolves when the database answers a trivial statement; throws what the driver throws. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('select 1');
}
