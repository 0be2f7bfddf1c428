import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { pgliteDb } from '../src/db';
import { DB_TEMPLATES_ENV, testConfig } from './helpers';

/**
 * Once per jest run: the two databases tests start from, dumped as PGlite data
 * directories. Creating a PGlite cluster takes seconds and migrating it about one more;
 * loading a dump takes a fraction of that, and a hundred test files each make one or more.
 * - empty.tar: a new cluster, nothing applied (`memoryDb()`);
 * - migrated.tar: what a fresh app leaves at `ready()`: every migration, the job queue's
 *   schema and queues, the billing catalogue and the token signing keys (`migratedDb()`).
 *   Test databases share those keys, as copies of one installation would; each app still
 *   verifies only tokens of its own database's users, and a 2048-bit RSA key pair costs up
 *   to half a second to make.
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-api-test-db-'));
  const pg = await PGlite.create('memory://');
  const dump = async (name: string) => writeFile(join(dir, name), new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await dump('empty.tar');
  // The app owns the database it is given and closes it on close: this one is dumped after.
  const app = await buildApp(testConfig(), { db: { ...pgliteDb(pg), close: async () => {} }, jobs: { workers: false }, logger: false });
  await app.ready();
  await app.close();
  await dump('migrated.tar');
  await pg.close();
  process.env[DB_TEMPLATES_ENV] = dir;
}
