import pg from 'pg';
import { txDb, type Db } from './types';

const INT8_OID = 20;

export interface PostgresOptions {
  /** Sets `search_path` on every connection (tests use a throwaway schema). */
  schema?: string;
  max?: number;
}

/**
 * PostgreSQL through a `pg` pool. bigint columns are parsed as numbers, as PGlite does,
 * so ids look the same under both drivers (ids stay far below 2^53).
 */
export function createPostgresDb(connectionString: string, opts: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server connection emits here; without a listener it crashes the process.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    dialect: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await pool.query(sql, params ? [...params] : undefined);
      return { rows: res.rows as T[] };
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      return lastRows(await pool.query(sql));
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx = txDb(
          {
            query: async <T>(sql: string, params?: readonly unknown[]) => ({
              rows: (await client.query(sql, params ? [...params] : undefined)).rows as T[],
            }),
            exec: async (sql) => lastRows(await client.query(sql)),
          },
          'postgres',
        );
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Rows of the last statement: pg answers an array of results for several statements. */
function lastRows(res: pg.QueryResult | pg.QueryResult[]): { rows: Record<string, unknown>[] } {
  const last = Array.isArray(res) ? res.at(-1) : res;
  return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
}
