import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

/** `src/migrations`, next to this folder. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Any constant; serialises concurrent runners (two api processes starting at once). */
const LOCK_KEY = 4_000_001;

export interface MigrationResult {
  /** Versions applied by this run, in order (empty when already up to date). */
  applied: string[];
  /** Every version now recorded. */
  current: string[];
}

interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((f) => {
    const m = FILE_PATTERN.exec(f);
    if (!m?.[1] || !m[2]) throw new Error(`Migration file ${f} must be named NNN_name.sql`);
    return { version: m[1], name: m[2], path: join(dir, f) };
  });
}

/**
 * Applies every `NNN_name.sql` not yet recorded in `schema_migrations`, each in its own
 * transaction (a failing file leaves no half-applied schema). Safe to run on every start.
 */
export async function runMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = await listMigrations(dir);
  const versions = new Set<string>();
  for (const f of files) {
    if (versions.has(f.version)) throw new Error(`Two migrations share version ${f.version}`);
    versions.add(f.version);
  }

  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);

  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(file.path, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Re-checked under the lock: another process may have applied it meanwhile.
      const done = await tx.query('select 1 from schema_migrations where version = $1', [file.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [file.version, file.name]);
      return true;
    });
    if (ran) applied.push(file.version);
  }

  const current = await db.query<{ version: string }>('select version from schema_migrations order by version');
  return { applied, current: current.rows.map((r) => r.version) };
}
