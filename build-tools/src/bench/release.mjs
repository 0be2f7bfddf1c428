// One remote's release, timed (issue 18, docs/remote-teams.md): `npm run release --
// mfe-insights` as a team runs it (its own production build, its own unit and contract
// tests, every file of the build published with its hash through the registry), against a
// fresh api on PGlite whose object store is a temporary folder. The release only publishes:
// the version is not live and serves no canary, so it changes nothing users get. Turbo's
// cache is bypassed (TURBO_FORCE), as a release of a changed remote would miss it. Target:
// under 3 minutes on this machine.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.mjs';
import { spawn } from 'node:child_process';
import { launch, stopProcesses, waitFor } from '../procs.mjs';
import { freePort } from './ports.mjs';

const API_DIR = path.join(ROOT, 'api');
/** Target (issue 18): one remote's release, build + test + publish, on this 2-core machine. */
export const RELEASE_TARGET_SECONDS = 180;

const seconds = (ms) => Math.round(ms / 100) / 10;

/** Runs the release CLI, its output shown as it comes and kept; rejects on a non-zero exit. */
function releaseCli(remote, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build-tools/bin/remote.mjs', 'release', remote], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`The release of ${remote} failed (exit ${code}); its output is above`))));
  });
}

/**
 * Times the release of `remote`: { remote, version, files, buildTestSeconds, publishSeconds,
 * seconds, live, canary }. `children` receives every process started.
 */
export async function releaseFigures({ remote = 'mfe-insights', children = [] } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-release-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const token = randomBytes(32).toString('base64url');
  const apiEnv = { ...process.env, DATA_DIR: dataDir, STORAGE_DIR: path.join(dataDir, 'storage'), DEPLOY_TOKEN: token, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete apiEnv.DATABASE_URL;
  delete apiEnv.S3_BUCKET;
  /** The team's shell: their own environment, the api's address and its deploy token. */
  const cliEnv = { ...process.env, API_URL: base, DEPLOY_TOKEN: token, TURBO_FORCE: 'true' };
  let api = null;
  try {
    api = launch('api release', process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env: { ...apiEnv, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base } });
    children.push(api);
    await waitFor(`${base}/ready`, 120_000);

    const started = performance.now();
    const out = await releaseCli(remote, cliEnv);
    const total = performance.now() - started;
    // The CLI's own figures: "Built and tested in 71.3 s", "Published 40 files as <entry> ...".
    const built = /Built and tested in ([\d.]+) s/.exec(out);
    const published = /Published (\d+) files as (\S+)/.exec(out);
    const version = /Releasing \S+ (\S+) /.exec(out)?.[1];
    if (!built || !published || !version) throw new Error(`The release of ${remote} did not say what it did:\n${out}`);

    // Published and served from the store, and nothing users get changed.
    const manifest = await fetch(published[2]);
    if (!manifest.ok) throw new Error(`${published[2]} answered ${manifest.status} after the release`);
    const res = await fetch(`${base}/v1/registry/remotes/${remote}/versions`, { headers: { 'x-deploy-token': token } });
    if (!res.ok) throw new Error(`GET .../versions answered ${res.status}: ${await res.text()}`);
    const { result } = await res.json();
    if (!result.versions.some((v) => v.version === version)) throw new Error(`${remote} ${version} is not in the registry after its release`);
    const buildTestMs = Number(built[1]) * 1000;
    return {
      remote,
      version,
      files: Number(published[1]),
      buildTestSeconds: seconds(buildTestMs),
      publishSeconds: seconds(total - buildTestMs),
      seconds: seconds(total),
      targetSeconds: RELEASE_TARGET_SECONDS,
      live: result.live ?? null,
      canary: result.canary ?? null,
    };
  } finally {
    if (api) await stopProcesses([api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
