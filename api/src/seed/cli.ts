/** `npm run seed -w api`: migrates, then seeds the demo data. Only with LOCAL_DEV=enabled, never in production. */
import { loadConfig } from '../config';
import { createDb, runMigrations } from '../db';
import { assertSeedAllowed, formatDemoAccounts, runSeed } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  assertSeedAllowed(config);
  const db = await createDb(config);
  try {
    await runMigrations(db);
    const summary = await runSeed(db, config);
    console.log(
      `Seeded: ${summary.customersCreated} customers and ${summary.projectsCreated} projects created, ${summary.seeders} module seeders run.`,
    );
    console.log(formatDemoAccounts());
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
