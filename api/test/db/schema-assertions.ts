import { readdirSync } from 'node:fs';
import type { Db } from '../../src/db';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

/** Versions of every migration file (other modules add theirs; tests must not pin the list). */
export function allVersions(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((f) => f.slice(0, 3));
}

/** Tables 001_init.sql creates, plus the runner's own. */
export const CORE_TABLES = ['customers', 'projects', 'schema_migrations'];

/** Tables of the current schema (search_path), so the postgres test sees only its own. */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** The checks 001_init.sql promises, run against either driver. */
export async function expectInitSchemaBehaviour(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customers (email, given_name) values ('ada@example.com', 'Ada') returning id`,
  );
  const id = rows[0]?.id;
  expect(typeof id).toBe('number');
  await expect(db.query(`insert into customers (email) values ('ADA@example.com')`)).rejects.toThrow(/check/i);
  await expect(db.query(`insert into customers (email) values ('ada@example.com')`)).rejects.toThrow(/unique|duplicate/i);
  await expect(db.query(`insert into customers (email, role) values ('b@example.com', 'owner')`)).rejects.toThrow(/check/i);

  await db.query(`insert into projects (customer_id, code, project_type) values ($1, 'ada', 'Live'), ($1, 'ada-dev', 'Dev')`, [id]);
  await expect(db.query(`insert into projects (customer_id, code, project_type) values ($1, 'ada-2', 'Live')`, [id])).rejects.toThrow(
    /unique|duplicate/i,
  );
  await expect(db.query(`insert into projects (customer_id, code, project_type) values ($1, 'Ada-3', 'Dev')`, [id])).rejects.toThrow(/check/i);

  const before = await db.query<{ updated_at: Date }>('select updated_at from customers where id = $1', [id]);
  await db.query(`update customers set given_name = 'Ada L' where id = $1`, [id]);
  const after = await db.query<{ updated_at: Date; role: string }>('select updated_at, role from customers where id = $1', [id]);
  expect(after.rows[0]?.role).toBe('customer');
  expect(after.rows[0]?.updated_at.getTime()).toBeGreaterThanOrEqual(before.rows[0]?.updated_at.getTime() ?? Infinity);

  await db.query('delete from customers where id = $1', [id]);
  const left = await db.query<{ n: number }>('select count(*)::int as n from projects where customer_id = $1', [id]);
  expect(left.rows[0]?.n).toBe(0);
}
