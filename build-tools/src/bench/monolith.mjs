// The cost of federation (issue 19): the portal's cold loads and nav timings against the
// same pages built as one bundle (`npm run build:monolith`, docs/adr/039), served from one
// origin with its own api (a fresh demo seed on free ports, so the portal's api and ports
// are untouched and the api's CORS allows the monolith's origin).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DEFAULTS, portalConfig } from '../apps.mjs';
import { capture, stopProcesses, waitFor } from '../procs.mjs';
import { serveApp } from '../static-server.mjs';
import { buildMonolith } from '../monolith/build.mjs';
import { launchApi } from './api-process.mjs';
import { browserFigures } from './browser.mjs';
import { freePort } from './ports.mjs';
import { federationCost } from './federationCost.mjs';

export { FEDERATION_COST_TARGET_PCT } from './federationCost.mjs';


/** A seeded demo api from source on a free port whose CORS allows `origin`; stop() ends it and removes its data. */
async function startApi(origin) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-monolith-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  await capture('npm', ['run', 'seed', '--silent', '-w', 'api'], { env });
  const { api, base: url } = await launchApi('api monolith', { ...env, PORTAL_ORIGINS: origin });
  const stop = async () => {
    await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/ready`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Builds the monolith if host/monolith/dist is missing (`rebuild` always), serves it with
 * its own api, measures it with browserFigures and compares it with `federated` (the
 * portal's browserFigures). Answers { monolith, rows, met }.
 */
export async function monolithFigures(federated, { rebuild = false } = {}) {
  const dir = await buildMonolith({ ifMissing: !rebuild });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const api = await startApi(base);
  const config = { ...portalConfig(), apiUrl: api.url, userPoolEndpoint: `${api.url}${LOCAL_DEFAULTS.identityEndpointPath}` };
  const server = await serveApp({ dir, port, spa: true, config });
  try {
    await waitFor(`${base}/`);
    const figures = await browserFigures({ base, api: api.url, sharedScope: false });
    const monolith = { coldLoads: figures.coldLoads, navTimings: figures.navTimings };
    const rows = federationCost(federated, monolith);
    return { monolith, rows, met: rows.length > 0 && rows.every((r) => r.met) };
  } finally {
    server.close();
    await api.stop();
  }
}
