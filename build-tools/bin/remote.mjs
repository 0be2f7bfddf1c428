#!/usr/bin/env node
// One remote's delivery (issue 18, docs/remote-teams.md):
//   npm run release -- <remote> [--promote | --canary <percent>]   build, test and publish one remote
//   npm run remote -- promote <remote> <version>                   make a published version live
//   npm run remote -- canary <remote> <version> <percent>          serve it to a stable share of users
//   npm run remote -- rollback <remote>                            back to the previous live version
// Against API_URL (default the local api) with DEPLOY_TOKEN, else the local api's own token file.
import path from 'node:path';
import { API_URL, ROOT } from '../src/apps.mjs';
import { run } from '../src/procs.mjs';
import { REMOTES, buildFiles, contractVersion, deployToken, publishBody, registryClient, releaseVersion } from '../src/release/release.mjs';

const [command, ...rest] = process.argv.slice(2);
const flag = (name) => {
  const at = rest.indexOf(name);
  if (at === -1) return undefined;
  const [, value] = rest.splice(at, 2);
  return value;
};
const has = (name) => {
  const at = rest.indexOf(name);
  if (at !== -1) rest.splice(at, 1);
  return at !== -1;
};
const usage = () => {
  console.error('usage: remote.mjs release <remote> [--promote | --canary <percent>] | promote <remote> <version> | canary <remote> <version> <percent> | rollback <remote>');
  process.exit(2);
};
const remoteArg = (name) => {
  if (!REMOTES.includes(name)) {
    console.error(`Unknown remote "${name ?? ''}": one of ${REMOTES.join(', ')}`);
    process.exit(2);
  }
  return name;
};
const percentArg = (value) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 100) {
    console.error('A canary percent is a whole number from 0 to 100');
    process.exit(2);
  }
  return n;
};

const client = () => registryClient({ apiUrl: API_URL, token: deployToken() });
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

async function release(remote) {
  const canary = flag('--canary');
  const promote = has('--promote');
  const t0 = Date.now();
  const version = releaseVersion(remote);
  const contract = contractVersion();
  console.log(`Releasing ${remote} ${version} (contracts ${contract}) to ${API_URL}`);
  // Its own production build and its own unit and contract tests, nothing else's.
  await run('npx', ['turbo', 'run', 'build', 'test', `--filter=${remote}`, '--concurrency=2', '--output-logs=errors-only']);
  console.log(`Built and tested in ${seconds(t0)}`);
  const files = buildFiles(path.join(ROOT, remote, 'dist'));
  const published = await client().publish(remote, publishBody(version, contract, files));
  console.log(`Published ${files.length} files as ${published.entry} (checksum ${published.checksum})`);
  if (promote) await client().promote(remote, version);
  if (canary !== undefined) await client().canary(remote, version, percentArg(canary));
  console.log(`${remote} ${version}: ${promote ? 'live' : canary !== undefined ? `canary at ${canary}%` : 'published, not live'} in ${seconds(t0)}`);
}

switch (command) {
  case 'release':
    await release(remoteArg(rest.shift()));
    break;
  case 'promote': {
    const [remote, version] = rest;
    if (!version) usage();
    await client().promote(remoteArg(remote), version);
    console.log(`${remote} ${version} is live`);
    break;
  }
  case 'canary': {
    const [remote, version, percent] = rest;
    if (percent === undefined) usage();
    await client().canary(remoteArg(remote), version, percentArg(percent));
    console.log(`${remote} ${version} serves ${percent}% of users`);
    break;
  }
  case 'rollback': {
    const [remote] = rest;
    const done = await client().rollback(remoteArg(remote));
    console.log(`${remote} rolled back${done?.live ? ` to ${done.live}` : ''}`);
    break;
  }
  default:
    usage();
}
