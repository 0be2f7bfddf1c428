/**
 * The data of the admin bench (`npm run bench -- --only admin`, build-tools/src/bench/admin.mjs):
 * after the demo seed, BENCH_ADMIN_CUSTOMERS customers (default 10,000) with
 * BENCH_ADMIN_INVOICES_EACH invoices each (default 10: 100,000), signed up over the 400
 * days before now (api/src/seed/admin-scale.ts). LOCAL_DEV=enabled only, like the seed;
 * run it once on a fresh DATA_DIR.
 *
 *   DATA_DIR=/tmp/x LOCAL_DEV=enabled npx tsx src/seed/bench-admin.ts
 */
import { seedAdminScale } from './admin-scale';
import { runBenchSeed } from './bench-seed';

const DAY_MS = 86_400_000;

runBenchSeed(async (db) => {
  const customers = Number(process.env.BENCH_ADMIN_CUSTOMERS ?? '10000');
  const invoicesEach = Number(process.env.BENCH_ADMIN_INVOICES_EACH ?? '10');
  if (!Number.isInteger(customers) || customers < 1 || customers > 100_000 || !Number.isInteger(invoicesEach) || invoicesEach < 1 || invoicesEach > 100) {
    throw new Error('BENCH_ADMIN_CUSTOMERS (1 to 100,000) and BENCH_ADMIN_INVOICES_EACH (1 to 100) must be whole numbers');
  }
  await seedAdminScale(db, { customers, invoicesEach, start: new Date(Date.now() - 400 * DAY_MS) });
  return { customers, invoices: customers * invoicesEach };
});
