// Analytics ingest figures (issue 17): on a fresh api on PGlite with the demo accounts, the
// five demo users post batches of 50 events to POST /analytics/events for 10 s at 1,000
// events/s in total (open loop: each batch leaves at its scheduled time whether or not the
// one before has been answered), as the portal's host sends them. Then the events the api
// stored are counted (GET /admin/analytics/activity over the run) and must equal those sent:
// no loss. The per-user rate limit of the portal (600 events a minute) is raised for the
// bench with ANALYTICS_EVENTS_PER_MINUTE, since five users stand in for many.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS, ROOT } from '../apps.mjs';
import { launch, run, stopProcesses, waitFor } from '../procs.mjs';
import { obtainTokens } from '../signin.mjs';
import { freePort } from './ports.mjs';
import { percentile } from './seeded-api.mjs';

const API_DIR = path.join(ROOT, 'api');
const PASSWORD = 'Demo!2345';
const USERS = ['pro@demo.test', 'entry@demo.test', 'starter@demo.test', 'beginner@demo.test', 'admin@demo.test'];
/** Target (issue 17): 1,000 events/s ingested on PGlite without loss. */
export const ANALYTICS_TARGET_EVENTS_PER_S = 1000;
const SECONDS = 10;
const BATCH = 50;
/** Batch events as the host sends them: page views, uploads, renders. */
const EVENT_KINDS = [
  { name: 'Page view' },
  { name: 'Upload', properties: { kind: 'video', target: 'library', size: 1_048_576, ok: true } },
  { name: 'Render Video Succeeded', properties: { renderId: 12, storyboardId: 34 } },
  { name: 'Recommender storyboard opened', properties: { itemId: 'mk-7' } },
];

function batchOf(seq) {
  const at = new Date().toISOString();
  return {
    events: Array.from({ length: BATCH }, (_, i) => ({ ...EVENT_KINDS[(seq + i) % EVENT_KINDS.length], at, route: `/bench/${seq % 20}` })),
  };
}

/**
 * The ingest figures: { sent, stored, lost, refused, seconds, eventsPerSecond, p50Ms, p99Ms }.
 * `children` receives every process started.
 */
export async function analyticsFigures({ children = [], eventsPerSecond = ANALYTICS_TARGET_EVENTS_PER_S } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-analytics-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development', ANALYTICS_EVENTS_PER_MINUTE: '1000000' };
  delete env.DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = null;
  try {
    await run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
    api = launch('api analytics', process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base } });
    children.push(api);
    await waitFor(`${base}/ready`, 120_000);
    const tokens = [];
    for (const email of USERS) tokens.push((await obtainTokens(base, email, PASSWORD, LOCAL_DEFAULTS.userPoolClientId)).tokens.IdToken);

    let seq = 0;
    const post = async (token) => {
      const body = JSON.stringify(batchOf(seq++));
      const start = performance.now();
      const res = await fetch(`${base}/analytics/events`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
      const answer = await res.json();
      return { ms: performance.now() - start, ok: res.status === 202 && answer.result?.stored === BATCH, status: res.status };
    };
    const from = Date.now() - 60_000;
    // Warm the api (JIT, prepared plans); these events are counted too.
    let sent = 0;
    for (const token of tokens) {
      await post(token);
      sent += BATCH;
    }

    const batchesPerSecond = eventsPerSecond / BATCH;
    const total = Math.round(batchesPerSecond * SECONDS);
    const intervalMs = 1000 / batchesPerSecond;
    const latencies = [];
    const refused = [];
    const started = performance.now();
    const inFlight = [];
    for (let i = 0; i < total; i++) {
      const due = started + i * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const token = tokens[i % tokens.length];
      inFlight.push(
        post(token).then(
          (r) => {
            latencies.push(r.ms);
            if (r.ok) sent += BATCH;
            else refused.push(r.status);
          },
          (error) => refused.push(String(error)),
        ),
      );
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;

    const admin = tokens[USERS.indexOf('admin@demo.test')];
    const res = await fetch(`${base}/admin/analytics/activity?from=${from}&to=${Date.now() + 60_000}`, { headers: { authorization: `Bearer ${admin}` } });
    if (!res.ok) throw new Error(`GET /admin/analytics/activity answered ${res.status}: ${await res.text()}`);
    const stored = (await res.json()).result.total;
    return {
      users: USERS.length,
      batchSize: BATCH,
      targetEventsPerSecond: eventsPerSecond,
      sent,
      stored,
      lost: sent - stored,
      refused: refused.length,
      refusals: [...new Set(refused)].slice(0, 5),
      seconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round((total - refused.length) * BATCH / seconds),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
    };
  } finally {
    if (api) await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
