#!/usr/bin/env node
// `npm test`: lint, the dependency check, typecheck, unit and api tests (jest per package,
// contract tests in shared-contracts), the production build, then the e2e journeys in Chromium.
import { ensureSystemPackages } from '../src/preflight.mjs';
import { run } from '../src/procs.mjs';

// Chromium, ffmpeg and melt from Debian (installed when missing and allowed).
ensureSystemPackages('test');

const steps = [
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // Each workspace declares what it imports and nothing else (docs/adr/015).
  ['Dependencies', 'node', ['build-tools/bin/check-deps.mjs']],
  ['Typecheck', 'npx', ['turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only']],
  ['Unit, api and contract tests', 'npx', ['turbo', 'run', 'test', '--concurrency=2', '--filter=!e2e', '--output-logs=errors-only']],
  ['Production build', 'npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']],
  ['End-to-end journeys (Chromium)', 'npm', ['run', 'test', '-w', 'e2e']],
];
const started = Date.now();
for (const [title, cmd, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  await run(cmd, args);
  console.log(`--- ${title}: ok in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
