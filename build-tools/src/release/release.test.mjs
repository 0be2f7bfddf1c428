import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildFiles, contractVersion, deployToken, publishBody, registryClient, releaseVersion } from './release.mjs';

const made = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  made.push(dir);
  return dir;
};
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const write = (dir, file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

test('reads the contract version the remote is built against', () => {
  const root = tmp();
  write(root, 'shared-contracts/src/version.ts', "/** doc */\nexport const CONTRACT_VERSION = '2.3.4';\n");
  assert.equal(contractVersion(root), '2.3.4');
  write(root, 'shared-contracts/src/version.ts', 'export const OTHER = 1;\n');
  assert.throws(() => contractVersion(root), /no CONTRACT_VERSION/);
});

test('names a release by package version and commit, and marks uncommitted work', () => {
  const root = tmp();
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  git('init', '-q');
  write(root, 'mfe-insights/package.json', JSON.stringify({ version: '1.4.0' }));
  git('add', '.');
  git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', 'one');
  const commit = git('rev-parse', '--short=10', 'HEAD');
  assert.equal(releaseVersion('mfe-insights', { root }), `1.4.0-${commit}`);
  write(root, 'mfe-insights/src/a.ts', 'changed');
  assert.equal(releaseVersion('mfe-insights', { root, now: () => 42 }), `1.4.0-${commit}-dirty.42`);
  // Another team's uncommitted work does not make this remote's release dirty.
  fs.rmSync(path.join(root, 'mfe-insights/src'), { recursive: true });
  write(root, 'mfe-admin/src/b.ts', 'theirs');
  assert.equal(releaseVersion('mfe-insights', { root }), `1.4.0-${commit}`);
});

test("takes every file of the build with its hash, not the static servers' .gz copies nor source maps, and needs the manifest", () => {
  const dir = tmp();
  write(dir, 'mf-manifest.json', '{}');
  write(dir, 'remoteEntry.js', 'var x;');
  write(dir, 'remoteEntry.js.gz', 'zz');
  write(dir, 'remoteEntry.js.map', '{}');
  write(dir, 'static/css/a.css', 'a{}');
  const files = buildFiles(dir);
  assert.deepEqual(files.map((f) => f.path), ['mf-manifest.json', 'remoteEntry.js', 'static/css/a.css']);
  assert.equal(files[1].sha256, createHash('sha256').update('var x;').digest('hex'));
  const body = publishBody('1.0.0-abc', '1.1.0', files);
  assert.deepEqual(body.files[2], { path: 'static/css/a.css', contentBase64: Buffer.from('a{}').toString('base64'), sha256: files[2].sha256 });
  fs.rmSync(path.join(dir, 'mf-manifest.json'));
  assert.throws(() => buildFiles(dir), /no mf-manifest.json/);
});

test('sends the deploy token, and says why the registry refused', async () => {
  const sent = [];
  const fetchImpl = async (url, init) => {
    sent.push({ url, init });
    if (url.endsWith('/promote')) return new Response(JSON.stringify({ error_code: 'CONTRACT_INCOMPATIBLE', error_message: 'Rebuild it.' }), { status: 409 });
    return new Response(JSON.stringify({ result: { live: '1.0.0' } }), { status: 200 });
  };
  const client = registryClient({ apiUrl: 'http://api.test', token: 'secret', fetchImpl });
  assert.deepEqual(await client.rollback('mfe-insights'), { live: '1.0.0' });
  assert.equal(sent[0].url, 'http://api.test/v1/registry/remotes/mfe-insights/rollback');
  assert.equal(sent[0].init.headers['x-deploy-token'], 'secret');
  await assert.rejects(client.promote('mfe-insights', '2.0.0'), /Promoting mfe-insights 2.0.0 refused: 409 CONTRACT_INCOMPATIBLE: Rebuild it./);
  await client.canary('mfe-admin', '1.1.0', 25);
  assert.deepEqual(JSON.parse(sent[2].init.body), { version: '1.1.0', percent: 25 });
});

test('takes DEPLOY_TOKEN, else the local api token file', () => {
  const dir = tmp();
  const file = path.join(dir, 'deploy-token');
  assert.equal(deployToken({ env: { DEPLOY_TOKEN: 'env' }, file }), 'env');
  assert.throws(() => deployToken({ env: {}, file }), /No deploy token/);
  fs.writeFileSync(file, 'from-file\n');
  assert.equal(deployToken({ env: {}, file }), 'from-file');
});
