import type { AppConfig } from '../config';
import type { Db } from '../db';
import { seedCustomers } from './core';
import { registeredSeeders, type Seeder } from './seeders';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoSubscriptionId,
  devProjectCode,
  formatDemoAccounts,
  type DemoAccount,
} from './demo-accounts';
export { registeredSeeders, type Seeder } from './seeders';

/** Thrown instead of seeding a database with known passwords where nobody asked for it. */
export class SeedRefusedError extends Error {
  override readonly name = 'SeedRefusedError';
}

/**
 * The demo accounts share one published password: they are seeded only on a developer
 * machine (LOCAL_DEV=enabled, which `npm start` and the tests set), never in production.
 */
export function assertSeedAllowed(config: Pick<AppConfig, 'nodeEnv' | 'localDev'>): void {
  if (config.nodeEnv === 'production') throw new SeedRefusedError('Refusing to seed demo data when NODE_ENV=production');
  if (!config.localDev) throw new SeedRefusedError('Refusing to seed demo accounts with a shared password unless LOCAL_DEV=enabled');
}

export interface SeedSummary {
  customersCreated: number;
  projectsCreated: number;
  /** How many extra seeders ran. */
  seeders: number;
}

/**
 * Seeds the demo data into a migrated database. The core data is one transaction; each
 * extra seeder gets its own, so one module's failure cannot leave another half-written.
 * `seeders` defaults to the ones registered in seeders.ts.
 */
export async function runSeed(db: Db, config: AppConfig, seeders?: readonly Seeder[]): Promise<SeedSummary> {
  assertSeedAllowed(config);
  const core = await db.transaction((tx) => seedCustomers(tx));
  const extra = seeders ?? registeredSeeders(config);
  for (const seeder of extra) {
    await db.transaction((tx) => seeder(tx));
  }
  return { customersCreated: core.customers, projectsCreated: core.projects, seeders: extra.length };
}
