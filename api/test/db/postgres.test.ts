/**
 * The same migrations on a real PostgreSQL server. Runs only when TEST_DATABASE_URL is
 * set (CI sets it; docs/postgres-test.md shows how to start a throwaway server locally);
 * otherwise the suite is reported as skipped. Each run uses its own schema, dropped after.
 */
import { createPostgresDb, runMigrations, type Db } from '../../src/db';
import { allVersions, CORE_TABLES, expectInitSchemaBehaviour, expectLibrarySchemaBehaviour, tableNames } from './schema-assertions';

const url = process.env['TEST_DATABASE_URL'];
const describeWithPostgres = url ? describe : describe.skip;
if (!url) console.info('test/db/postgres.test.ts skipped: set TEST_DATABASE_URL to run the migrations on PostgreSQL');

describeWithPostgres('migrations on PostgreSQL', () => {
  const schema = `test_${process.pid}_${Date.now()}`;
  let admin: Db;
  let db: Db;

  beforeAll(async () => {
    admin = createPostgresDb(url as string, { max: 1 });
    await admin.exec(`create schema ${schema}`);
    db = createPostgresDb(url as string, { schema, max: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.exec(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });

  it('reports its dialect', () => {
    expect(db.dialect).toBe('postgres');
  });

  it('apply to a fresh schema, then are a no-op', async () => {
    const versions = allVersions();
    expect(await tableNames(db)).toEqual([]);
    expect(await runMigrations(db)).toEqual({ applied: versions, current: versions });
    expect(await runMigrations(db)).toEqual({ applied: [], current: versions });
    expect(await tableNames(db)).toEqual(expect.arrayContaining(CORE_TABLES));
  });

  it('two runners at once apply each migration exactly once', async () => {
    const results = await Promise.all([runMigrations(db), runMigrations(db)]);
    expect(results.flatMap((r) => r.applied)).toEqual([]);
  });

  it('create the constraints the schema promises', async () => {
    await expectInitSchemaBehaviour(db);
  });

  it('date, search, count and track library assets as migration 012 promises', async () => {
    await expectLibrarySchemaBehaviour(db);
  });

  it('parse bigint ids as numbers and nest transactions', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`insert into customers (email) values ('tx@example.com') returning id`);
      await expect(tx.transaction(async (inner) => inner.query(`insert into customers (email) values ('TX')`))).rejects.toThrow();
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from customers where email = 'tx@example.com'`);
    expect(rows[0]?.n).toBe(1);
  });
});
