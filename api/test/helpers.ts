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

/** A fresh app on its own in-memory database (not yet migrated until `ready()`). */
export async function buildTestApp(env: Record<string, string> = {}, db?: Db): Promise<FastifyInstance> {
  return buildApp(testConfig(env), db ? { db } : {});
}

/** A fresh in-memory database, not migrated. */
export function memoryDb(): Promise<Db> {
  return createPgliteDb('memory://');
}
