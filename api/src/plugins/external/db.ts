import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createDb, runMigrations, type Db } from '../../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL), migrated before the app is ready. */
    db: Db;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** A database made by the caller (tests); the app still owns it and closes it on shutdown. */
  db?: Db;
}

/** Opens the database, applies pending migrations, and closes it when the app closes. */
export const dbPlugin = fp<DbPluginOptions>(
  async function db(app: FastifyInstance, opts: DbPluginOptions): Promise<void> {
    const database = opts.db ?? (await createDb(opts.config));
    try {
      const { applied, current } = await runMigrations(database);
      app.log.info({ dialect: database.dialect, applied, version: current.at(-1) ?? null }, 'database ready');
    } catch (err) {
      // No app, so no onClose: release the connection here or the process cannot exit.
      await database.close();
      throw err;
    }
    app.decorate('db', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
