/** `npm run migrate -w api`: applies pending migrations to the configured database. */
import { loadConfig } from '../config';
import { createDb } from './index';
import { runMigrations } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDb(config);
  try {
    const { applied, current } = await runMigrations(db);
    const target = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${target}` : `${target} is up to date`);
    console.log(`Schema version: ${current.at(-1) ?? 'none'}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
