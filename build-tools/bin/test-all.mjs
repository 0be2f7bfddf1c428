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
  // Two lanes, one a core. The api's suite is the longest (about 15 minutes): it gets a lane
  // of its own from the start and the other packages (about 8 minutes) share the second, so
  // turbo's task order cannot leave it to start last. Two api workers beside the other
  // lane (three busy processes on two cores) ran a 15 s test past 120 s in CI (docs/adr/045).
  [
    'Unit, api and contract tests',
    [
      ['npx', ['turbo', 'run', 'test', '--filter=api', '--output-logs=errors-only']],
      ['npx', ['turbo', 'run', 'test', '--concurrency=1', '--filter=!e2e', '--filter=!api', '--output-logs=errors-only']],
    ],
  ],
  ['Production build', 'npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']],
  ['End-to-end journeys (Chromium)', 'npm', ['run', 'test', '-w', 'e2e']],
];
const started = Date.now();
/** A step is one command, or several run side by side (each to its end, so both report). */
async function runStep(cmd, args) {
  if (!Array.isArray(cmd)) return run(cmd, args);
  const failed = (await Promise.allSettled(cmd.map(([c, a]) => run(c, a)))).filter((r) => r.status === 'rejected');
  if (failed.length) throw new Error(failed.map((r) => r.reason.message).join('; '));
}

for (const [title, cmd, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  await runStep(cmd, args);
  console.log(`--- ${title}: ok in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
