// Authenticated read throughput (issue 19): GET /proxy/v1/current-user with a demo
// customer's id token at 50 concurrent connections (autocannon, closed loop), and /health
// (no auth) for reference, on PGlite and on a throw-away PostgreSQL cluster. Each database
// gets a fresh api from source on a free port, migrated and seeded with the demo data,
// logging at `warn` as the other benches run it (so request log lines are not measured).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOCAL_DEFAULTS } from '../apps.mjs';
import { run, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { API_DIR, launchApi } from './api-process.mjs';
import { startPostgres } from './search.mjs';

const CUSTOMER = { email: 'pro@demo.test', password: 'Demo!2345' };
export const AUTHENTICATED_PATH = '/proxy/v1/current-user';
export const HEALTH_PATH = '/health';
export const LOAD = { connections: 50, warmupSeconds: 3, seconds: 10 };
/** Targets of the authenticated read (issue 19): requests/s at least, p99 in ms at most. */
export const TARGETS = { PGlite: { rps: 3000, p99: 50 }, PostgreSQL: { rps: 5000, p99: 25 } };

/** One autocannon run of `seconds` against `url`; resolves its result. */
function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: LOAD.connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Bench of one database: seed it, start the api, sign in, load each path after a warm-up. */
async function benchDatabase(database, dbEnv, children, nodeArgs) {
  const env = { ...process.env, ...dbEnv, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const { api, base } = await launchApi(`api ${database}`, env, { nodeArgs });
  children.push(api);
  try {
    await waitFor(`${base}/ready`, 120_000);
    const { tokens } = await obtainTokens(base, CUSTOMER.email, CUSTOMER.password, LOCAL_DEFAULTS.userPoolClientId);
    const auth = { authorization: `Bearer ${tokens.IdToken}` };
    // A fast answer must be the right one: the customer's own record.
    const res = await fetch(`${base}${AUTHENTICATED_PATH}`, { headers: auth });
    const body = await res.json();
    if (!res.ok || typeof body.result?.id !== 'number') throw new Error(`${AUTHENTICATED_PATH} answered ${res.status}: ${JSON.stringify(body)}`);
    const rows = [];
    for (const [p, headers, target] of [
      [AUTHENTICATED_PATH, auth, TARGETS[database]],
      [HEALTH_PATH, {}, null],
    ]) {
      await cannon(`${base}${p}`, headers, LOAD.warmupSeconds);
      const r = await cannon(`${base}${p}`, headers, LOAD.seconds);
      const errors = r.errors + r.timeouts + r.non2xx;
      const row = { database, path: p, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors, target };
      row.ok = target ? errors === 0 && row.rps >= target.rps && row.p99 <= target.p99 : errors === 0;
      rows.push(row);
    }
    return rows;
  } finally {
    await stopProcesses([api]);
  }
}

/**
 * The read figures on PGlite, then on PostgreSQL: one row per database and path with
 * requests/s (mean of the run's seconds), p50 and p99 in ms, errors (socket errors,
 * timeouts and non-2xx answers), the target and whether it is met. `children` receives
 * every process started, for a caller's stopOnSignal; `nodeArgs` go to the api's node
 * (`--cpu-prof` to profile it).
 * @param {{ children?: import('node:child_process').ChildProcess[], nodeArgs?: string[], postgres?: boolean }} [opts]
 */
export async function apiReadFigures({ children = [], nodeArgs = [], postgres = true } = {}) {
  /** @type {(() => void)[]} */
  const cleanups = [];
  const onExit = () => cleanups.forEach((f) => f());
  process.once('exit', onExit);
  const rows = [];
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reads-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir }, children, nodeArgs)));
    if (postgres) {
      const external = process.env.TEST_DATABASE_URL;
      const pg = external ? null : await startPostgres(children, cleanups);
      try {
        rows.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: external ?? pg.url }, children, nodeArgs)));
      } finally {
        await pg?.stop();
      }
    }
  } finally {
    await stopProcesses(children);
    onExit();
    process.removeListener('exit', onExit);
  }
  return { load: LOAD, rows };
}
