import { runMigrations, type Db } from '../../src/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeed, SeedRefusedError, type Seeder } from '../../src/seed';
import { memoryDb, testConfig } from '../helpers';

const counts = async (db: Db): Promise<{ customers: number; projects: number }> => {
  const { rows } = await db.query<{ customers: number; projects: number }>(
    'select (select count(*)::int from customers) as customers, (select count(*)::int from projects) as projects',
  );
  return rows[0] ?? { customers: -1, projects: -1 };
};

describe('demo seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
  });
  afterAll(() => db.close());

  it('exports the demo accounts other seeders reuse', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.role, a.tier])).toEqual([
      ['admin@demo.test', 'admin', null],
      ['pro@demo.test', 'customer', 'Pro'],
      ['entry@demo.test', 'customer', 'Entry'],
      ['starter@demo.test', 'customer', 'Starter'],
      ['beginner@demo.test', 'customer', 'Beginner'],
    ]);
    expect(DEMO_ACCOUNTS.every((a) => a.password === DEMO_PASSWORD && DEMO_PASSWORD === 'Demo!2345')).toBe(true);
  });

  it('creates customers with their Dev and Live projects, and a second run changes nothing', async () => {
    const first = await runSeed(db, testConfig(), []);
    expect(first).toEqual({ customersCreated: 5, projectsCreated: 10, seeders: 0 });
    expect(await counts(db)).toEqual({ customers: 5, projects: 10 });

    const second = await runSeed(db, testConfig(), []);
    expect(second).toEqual({ customersCreated: 0, projectsCreated: 0, seeders: 0 });
    expect(await counts(db)).toEqual({ customers: 5, projects: 10 });
  });

  it('stores the profile and project codes the spec expects', async () => {
    const { rows } = await db.query<{ email: string; role: string; country: string; live: string; dev: string }>(
      `select c.email, c.role, c.country,
              max(p.code) filter (where p.project_type = 'Live') as live,
              max(p.code) filter (where p.project_type = 'Dev') as dev
       from customers c join projects p on p.customer_id = c.id
       group by c.id order by c.id`,
    );
    expect(rows).toContainEqual({ email: 'admin@demo.test', role: 'admin', country: 'Australia', live: 'demo-admin', dev: 'demo-admin-dev' });
    expect(rows).toContainEqual({ email: 'pro@demo.test', role: 'customer', country: 'Australia', live: 'demo-pro', dev: 'demo-pro-dev' });
    expect(rows).toContainEqual(expect.objectContaining({ email: 'entry@demo.test', country: 'United States' }));
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['Australia', 'United States', 'United Kingdom']));
  });

  it('runs extra seeders in order, each in its own transaction', async () => {
    const calls: string[] = [];
    const first: Seeder = async (tx) => {
      calls.push('first');
      await tx.exec('create table if not exists seeded (name text primary key)');
      await tx.query(`insert into seeded values ('first') on conflict do nothing`);
    };
    const failing: Seeder = async (tx) => {
      calls.push('failing');
      await tx.query(`insert into seeded values ('failing')`);
      throw new Error('billing seed failed');
    };
    await expect(runSeed(db, testConfig(), [first, failing])).rejects.toThrow('billing seed failed');
    expect(calls).toEqual(['first', 'failing']);
    const { rows } = await db.query<{ name: string }>('select name from seeded');
    expect(rows).toEqual([{ name: 'first' }]);
  });

  it('refuses to run in production without touching the database', async () => {
    const touched: string[] = [];
    const spy: Db = {
      dialect: 'pglite',
      query: async (sql) => (touched.push(sql), { rows: [] }),
      exec: async (sql) => (touched.push(sql), { rows: [] }),
      transaction: async (fn) => (touched.push('transaction'), fn(spy)),
      close: async () => undefined,
    };
    await expect(runSeed(spy, testConfig({ NODE_ENV: 'production' }), [])).rejects.toThrow(SeedRefusedError);
    // Nor anywhere nobody asked for a developer machine's shared-password accounts.
    await expect(runSeed(spy, testConfig({ LOCAL_DEV: '' }), [])).rejects.toThrow('unless LOCAL_DEV=enabled');
    expect(touched).toEqual([]);
  });
});
