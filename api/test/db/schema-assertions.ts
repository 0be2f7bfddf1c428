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

/**
 * What migration 012 promises, on either driver: a library asset's day comes from its
 * key's segments 3 to 5 when no time is given (and an asset with neither is refused), the
 * search vector tags each column, the counts follow every change, and each change moves
 * the owner's library generation.
 */
export async function expectLibrarySchemaBehaviour(db: Db): Promise<void> {
  const one = async (sql: string, params: unknown[] = []): Promise<number> => Number(Object.values((await db.query(sql, params)).rows[0] ?? {})[0]);
  const customer = await one(`insert into customers (email) values ('library@example.com') returning id`);
  const project = await one(`insert into projects (customer_id, code, project_type) values ($1, 'libr', 'Live') returning id`, [customer]);
  const storyboard = await one(`insert into storyboards (customer_id, project_id, title) values ($1, $2, 'Cup day') returning id`, [customer, project]);
  const insert = (key: string, filmedAt: string | null, mediaType = 'Video') =>
    db.query(
      `insert into library_assets (customer_id, asset_id, user_email, storyboard_id, project_id, project_code, project_type, script_title,
         shot_title, flic_title, media_type, asset_type, source, tags, filmed_at)
       values ($1, $2, 'sam.lee@fans.test', $3, $4, 'libr', 'Live', 'Cup day', 'Finish line', 'Sam''s day', $5, 'FlicShot', 'UGV', '{Racing}', $6)`,
      [customer, key, storyboard, project, mediaType, filmedAt],
    );
  const generation = () => one(`select coalesce((select generation from search_generations where scope = $1), 0)`, [`library:${customer}`]);

  const before = await generation();
  await insert('private/a/library/2024/02/29/x/leap.mp4', null);
  await insert('private/a/library/2026/05/04/y/timed.jpg', '2026-05-04T09:30:00Z', 'Image');
  expect(await generation()).toBe(before + 2);
  const { rows } = await db.query<{ asset_id: string; asset_date: Date }>('select asset_id, asset_date from library_assets where customer_id = $1 order by asset_date', [customer]);
  expect(rows.map((r) => r.asset_date.toISOString())).toEqual(['2024-02-29T00:00:00.000Z', '2026-05-04T09:30:00.000Z']);
  // No time and no day in the key (2023 has no 29 February): refused.
  await expect(insert('private/a/library/2023/02/29/z/none.mp4', null)).rejects.toThrow(/null/i);
  await expect(insert('public/no-date.mp4', null)).rejects.toThrow(/null/i);

  const matches = (query: string) => one(`select count(*) from library_assets where customer_id = $1 and search @@ ${query}`, [customer]);
  expect(await matches(`to_tsquery('simple', 'cup:*A')`)).toBe(2);
  expect(await matches(`to_tsquery('simple', 'cup:*B')`)).toBe(0);
  expect(await matches(`to_tsquery('simple', 'sam:*B & day:*B')`)).toBe(2);
  expect(await matches(`to_tsquery('simple', 'finish:*C')`)).toBe(2);
  expect(await matches(`'''u|lee'':*'::tsquery`)).toBe(2);
  expect(await matches(`'''u|racing'':*'::tsquery`)).toBe(0);
  expect(await matches(`to_tsquery('simple', 'racing:* & fans:*')`)).toBe(2);

  const counts = async () =>
    (await db.query<{ media_type: string; assets: string }>('select media_type, assets from library_asset_counts where customer_id = $1 and assets > 0 order by 1', [customer])).rows.map(
      (r) => [r.media_type, Number(r.assets)],
    );
  expect(await counts()).toEqual([['Image', 1], ['Video', 1]]);
  await db.query(`update library_assets set media_type = 'Image' where customer_id = $1`, [customer]);
  expect(await counts()).toEqual([['Image', 2]]);
  // Titles and projects follow their storyboard and project.
  await db.query(`update storyboards set title = 'Cup final' where id = $1`, [storyboard]);
  await db.query(`update projects set code = 'libr2' where id = $1`, [project]);
  expect((await db.query('select distinct script_title, project_code from library_assets where customer_id = $1', [customer])).rows).toEqual([
    { script_title: 'Cup final', project_code: 'libr2' },
  ]);
  const moved = await generation();
  await db.query('delete from library_assets where customer_id = $1', [customer]);
  expect(await counts()).toEqual([]);
  expect(await generation()).toBe(moved + 1);
  await db.query('delete from customers where id = $1', [customer]);
}
