// A fresh api on PGlite over bench data (the admin and recommender benches): a temporary
// DATA_DIR seeded by one of api/src/seed/bench-*.ts (its last stdout line is JSON: what it
// seeded), then the api from source on a free port, signed in as a demo account.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS, ROOT } from '../apps.mjs';
import { capture, launch, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { freePort } from './ports.mjs';

const API_DIR = path.join(ROOT, 'api');
const DEMO_PASSWORD = 'Demo!2345';

/** The p-quantile (0 to 1) of some samples, nearest rank. */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
}

/**
 * Seeds with `seedScript` (relative to api/), starts the api, signs `email` in and runs
 * `measure({ data, base, get })`; `get(url)` is a timed GET answering { ms, result }. The
 * api stops and the data folder goes afterwards. `children` receives every process started.
 */
export async function withSeededApi({ name, seedScript, email, children = [] }, measure) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${name}-`));
  const env = { ...process.env, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = null;
  try {
    const seeded = performance.now();
    const data = JSON.parse((await capture(process.execPath, ['--import', 'tsx', seedScript], { cwd: API_DIR, env })).trim().split('\n').pop());
    data.seedSeconds = Math.round(performance.now() - seeded) / 1000;
    api = launch(`api ${name}`, process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base } });
    children.push(api);
    await waitFor(`${base}/ready`, 120_000);
    const { tokens } = await obtainTokens(base, email, DEMO_PASSWORD, LOCAL_DEFAULTS.userPoolClientId);
    const get = async (url) => {
      const start = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
      const body = await res.json();
      const ms = performance.now() - start;
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, result: body.result };
    };
    return await measure({ data, base, get });
  } finally {
    if (api) await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
