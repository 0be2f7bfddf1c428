import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createPgliteDb, type Db } from '../src/db';

/**
 * Config for tests: in-memory PGlite, quiet logs, a developer machine's conveniences
 * (LOCAL_DEV: mailbox, demo seed, local payments); `env` adds or overrides variables
 * (`LOCAL_DEV: ''` leaves them off, as on a server).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOCAL_DEV: 'enabled', ...env });
}

/** A fresh app on its own in-memory database (migrated, see `migratedDb`). */
export async function buildTestApp(env: Record<string, string> = {}, db?: Db): Promise<FastifyInstance> {
  return buildApp(testConfig(env), { db: db ?? (await migratedDb()) });
}

/** The folder where jest's global setup (global-setup.ts) left the databases tests start from. */
export const DB_TEMPLATES_ENV = 'PORTAL_API_TEST_DB_TEMPLATES';
const templates = new Map<string, Promise<Blob | undefined>>();
/** A dumped data directory, read once per test file; none when jest ran without the global setup. */
function template(name: 'empty.tar' | 'migrated.tar'): Promise<Blob | undefined> {
  const dir = process.env[DB_TEMPLATES_ENV];
  if (!dir) return Promise.resolve(undefined);
  let blob = templates.get(name);
  if (!blob) {
    blob = readFile(join(dir, name)).then((bytes) => new Blob([bytes]));
    templates.set(name, blob);
  }
  return blob;
}
async function fromTemplate(name: 'empty.tar' | 'migrated.tar'): Promise<Db> {
  const from = await template(name);
  return createPgliteDb('memory://', from ? { from } : {});
}

/** A fresh in-memory database, not migrated. */
export function memoryDb(): Promise<Db> {
  return fromTemplate('empty.tar');
}

/**
 * A fresh in-memory database as a new app leaves it at `ready()` (every migration and the
 * job queue's schema), without paying for them. Without the global setup it is empty, and
 * the app given it migrates it as on any first start.
 */
export function migratedDb(): Promise<Db> {
  return fromTemplate('migrated.tar');
}
