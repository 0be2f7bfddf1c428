// An api from source (`src/server.ts` under tsx) on a free local port, as the benches run it.
import path from 'node:path';
import { ROOT } from '../apps.mjs';
import { launch } from '../procs.mjs';
import { freePort } from './ports.mjs';

export const API_DIR = path.join(ROOT, 'api');

/**
 * Starts the api with `env` (its database and settings) on a free port of 127.0.0.1 and
 * answers the process and its base URL; the caller waits for `${base}/ready` and stops it.
 * @param {string} name  the process's label in the output
 * @param {NodeJS.ProcessEnv} env
 * @param {{ nodeArgs?: string[] }} [options]  `nodeArgs` go to node (`--cpu-prof` to profile)
 */
export async function launchApi(name, env, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = launch(name, process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
  });
  return { api, base };
}
