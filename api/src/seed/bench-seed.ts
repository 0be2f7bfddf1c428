import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import { createDb, runMigrations, type Db } from '../db';
import { assertSeedAllowed, runSeed } from './index';

/**
 * The frame of a bench's data script (bench-admin.ts, bench-recommender.ts): migrate and
 * run the demo seed on the configured database (LOCAL_DEV=enabled only, like the seed),
 * then `fill` it; prints what `fill` answers as one JSON line (the bench reads the last
 * line) and exits 1 on an error.
 */
export function runBenchSeed(fill: (db: Db, config: AppConfig) => Promise<unknown>): void {
  const main = async (): Promise<void> => {
    const config = loadConfig();
    assertSeedAllowed(config);
    const db = await createDb(config);
    try {
      await runMigrations(db);
      await runSeed(db, config);
      console.log(JSON.stringify(await fill(db, config)));
    } finally {
      await db.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
