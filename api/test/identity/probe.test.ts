import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPgliteDb } from '../../src/db';
test('probe', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
  const db = await createPgliteDb('memory://');
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const r = await db.query<{ now: Date; n: string }>("select now() as now, 5::bigint as n, '{\"a\":1}'::jsonb as j");
  console.log(r.rows, typeof r.rows[0]!.n);
  await app.close();
}, 60000);
