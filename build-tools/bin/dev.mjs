#!/usr/bin/env node
// `npm run dev`: the api in watch mode and a webpack dev server with hot reload per
// app, on the same ports as `npm start`.
import { ensureSystemPackages } from '../src/preflight.mjs';
import { launch, run, stopOnSignal } from '../src/procs.mjs';

ensureSystemPackages('dev');

// A developer machine: the api's local conveniences are on unless LOCAL_DEV says otherwise.
const env = { ...process.env, LOCAL_DEV: process.env.LOCAL_DEV ?? 'enabled' };
await run('npm', ['run', 'seed', '--silent', '-w', 'api'], { env });
const api = launch('api', 'npm', ['run', 'dev', '--silent', '-w', 'api'], { env });
const apps = launch('apps', 'npx', ['turbo', 'run', 'dev', '--concurrency=10', '--filter=./host', '--filter=./mfe-*']);
stopOnSignal([api, apps]);
console.log('Dev servers starting: host http://localhost:3000, remotes 3001-3005, api http://localhost:4000');
