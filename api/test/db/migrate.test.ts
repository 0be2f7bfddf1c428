import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations, type Db } from '../../src/db';
import { memoryDb } from '../helpers';
import { allVersions, CORE_TABLES, expectInitSchemaBehaviour, expectLibrarySchemaBehaviour, tableNames } from './schema-assertions';

describe('migrations on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await memoryDb();
  });
  afterAll(() => db.close());

  it('apply once, then are a no-op', async () => {
    const versions = allVersions();
    expect(versions[0]).toBe('001');
    const first = await runMigrations(db);
    expect(first).toEqual({ applied: versions, current: versions });
    const tablesAfterFirst = await tableNames(db);
    expect(tablesAfterFirst).toEqual(expect.arrayContaining(CORE_TABLES));

    const second = await runMigrations(db);
    expect(second).toEqual({ applied: [], current: versions });
    expect(await tableNames(db)).toEqual(tablesAfterFirst);
  });

  it('create the constraints the schema promises', async () => {
    await expectInitSchemaBehaviour(db);
  });

  it('date, search, count and track library assets as migration 012 promises', async () => {
    await expectLibrarySchemaBehaviour(db);
  });

  it('roll back a failing migration and record nothing for it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await writeFile(join(dir, '901_fine.sql'), 'create table fine_done (id int);');
      await writeFile(join(dir, '902_half.sql'), 'create table half_done (id int); select * from no_such_table;');
      await expect(runMigrations(db, dir)).rejects.toThrow(/no_such_table/);
      const tables = await tableNames(db);
      expect(tables).toContain('fine_done');
      expect(tables).not.toContain('half_done');
      const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual([...allVersions(), '901']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('Db.transaction', () => {
  let db: Db;
  beforeAll(async () => {
    db = await memoryDb();
    await db.exec('create table t (v int)');
  });
  afterAll(() => db.close());

  const values = async (): Promise<number[]> => (await db.query<{ v: number }>('select v from t order by v')).rows.map((r) => r.v);

  it('commits on success and rolls back on error', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values ($1)', [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [2]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await values()).toEqual([1]);
  });

  it('nests with savepoints: an inner failure undoes only the inner writes', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (10)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('insert into t values (11)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await tx.transaction((inner) => inner.query('insert into t values (12)'));
    });
    expect(await values()).toEqual([1, 10, 12]);
  });
});
