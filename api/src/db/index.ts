import type { AppConfig } from '../config';
import { createPgliteDb } from './pglite';
import { createPostgresDb } from './postgres';
import type { Db } from './types';

export type { Db, Dialect, QueryResult } from './types';
export { violates } from './types';
export { createPgliteDb, pgliteDb } from './pglite';
export { createPostgresDb } from './postgres';
export { runMigrations, type MigrationResult } from './migrate';
export { pingDatabase } from './readiness';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite. */
export async function createDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? createPostgresDb(config.databaseUrl) : createPgliteDb(config.dataDir);
}
