#!/usr/bin/env node
// `npm start`: builds every app in production mode, migrates and seeds the embedded
// database, then serves the api (4000), the host (3000) and each remote (3001-3005).
// Ctrl-C stops everything.
import path from 'node:path';
import { API_URL, APPS, ROOT } from '../src/apps.mjs';
import { ensureSystemPackages } from '../src/preflight.mjs';
import { capture, launch, run, stopOnSignal, waitFor } from '../src/procs.mjs';

ensureSystemPackages('start');

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  console.log('Building every app in production mode (turbo caches unchanged ones)...');
  await run('npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);
}
// The seed is idempotent and refuses production; it prints the demo accounts.
// `npm start` runs the portal on this machine: the api's local conveniences (mailbox, demo
// seed, local payments) are on unless the caller set LOCAL_DEV (docs/security.md).
const env = { ...process.env, LOCAL_DEV: process.env.LOCAL_DEV ?? 'enabled' };
const seedOutput = process.env.NODE_ENV === 'production' ? '' : await capture('npm', ['run', 'seed', '--silent', '-w', 'api'], { env });
// node itself (not npm): the api is the only process of its group, and its exit code is
// the one this script sees.
const api = launch('api', process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: { ...env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const web = launch('web', 'node', ['build-tools/bin/serve-apps.mjs']);
stopOnSignal([api, web]);
for (const child of [api, web]) {
  child.on('exit', (code) => {
    if (code) {
      console.error(`A server stopped unexpectedly (exit ${code}).`);
      process.kill(process.pid, 'SIGTERM');
    }
  });
}
await waitFor(`${API_URL}/ready`);
await Promise.all(APPS.map((a) => waitFor(`http://localhost:${a.port}/${a.spa ? '' : 'mf-manifest.json'}`)));
console.log(`
Story Portal is running: http://localhost:3000
  api        ${API_URL}   (OpenAPI: ${API_URL}/openapi.json, local mailbox: ${API_URL}/_local/mailbox/view)
  remotes    ${APPS.filter((a) => !a.spa).map((a) => `${a.name} :${a.port}`).join(', ')}

${seedOutput.trim()}

Press Ctrl-C to stop.`);
