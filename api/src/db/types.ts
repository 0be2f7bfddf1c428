/** Rows returned by a query; both drivers give plain objects keyed by column name. */
export interface QueryResult<T> {
  rows: T[];
}

export type Dialect = 'pglite' | 'postgres';

/**
 * The database port every repository uses. Both implementations speak the PostgreSQL
 * dialect, so SQL is written once; `dialect` exists for the rare driver difference
 * (and for logs), not for branching SQL.
 */
export interface Db {
  readonly dialect: Dialect;
  /** One statement, `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, seed scripts); the rows of the last. */
  exec(sql: string): Promise<QueryResult<Record<string, unknown>>>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws.
   * Called on a transaction's `tx`, it nests with a savepoint, so services may open a
   * transaction without knowing whether their caller already did.
   */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  /** Releases the connection(s). Not allowed on a transaction's `tx`. */
  close(): Promise<void>;
}

/** The part of a driver connection a transaction scope needs. */
export interface TxConnection {
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult<Record<string, unknown>>>;
}

/**
 * Wraps a connection that is already inside BEGIN as a `Db` whose nested
 * transactions are savepoints. Shared by both drivers.
 */
export function txDb(conn: TxConnection, dialect: Dialect, depth = 0): Db {
  return {
    dialect,
    query: (sql, params) => conn.query(sql, params),
    exec: (sql) => conn.exec(sql),
    async transaction(fn) {
      const sp = `sp_${depth + 1}`;
      await conn.exec(`savepoint ${sp}`);
      try {
        const result = await fn(txDb(conn, dialect, depth + 1));
        await conn.exec(`release savepoint ${sp}`);
        return result;
      } catch (err) {
        await conn.exec(`rollback to savepoint ${sp}`);
        throw err;
      }
    },
    close: () => Promise.reject(new Error('close() called inside a transaction')),
  };
}

/**
 * True when `err` is PostgreSQL's unique violation (23505) of the named constraint or
 * index. Both drivers expose `code` and `constraint` on their error objects.
 */
export function violates(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === constraint;
}
