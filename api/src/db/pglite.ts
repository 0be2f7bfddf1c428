import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { txDb, type Db } from './types';

/**
 * Embedded PostgreSQL (WASM). `memory://` keeps everything in memory (tests);
 * any other value is a folder that survives restarts. `from` starts the database from a
 * data directory PGlite dumped (`dumpDataDir`), instead of creating an empty cluster.
 */
export async function createPgliteDb(dataDir: string, opts: { from?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create({ dataDir, ...(opts.from ? { loadDataDir: opts.from } : {}) }));
}

/** The `Db` port over a PGlite instance; closing it closes the instance. */
export function pgliteDb(pg: PGlite): Db {
  let closed = false;
  return {
    dialect: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await pg.query<T>(sql, params ? [...params] : undefined);
      return { rows: res.rows };
    },
    async exec(sql) {
      return { rows: (await pg.exec(sql)).at(-1)?.rows ?? [] };
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn(
          txDb(
            {
              query: async <T>(sql: string, params?: readonly unknown[]) => ({
                rows: (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
              }),
              exec: async (sql) => ({ rows: (await tx.exec(sql)).at(-1)?.rows ?? [] }),
            },
            'pglite',
          ),
        ),
      );
    },
    async close() {
      // PGlite throws on a second close; shutdown paths may race, so make it idempotent.
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
