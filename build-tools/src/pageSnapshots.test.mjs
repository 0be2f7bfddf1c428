import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runWebpack } from './runWebpack.mjs';
import { PageSnapshotsPlugin, SNAPSHOT_NAMES } from './pageSnapshots.cjs';

const dirs = [];
function build(make) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-snapshots-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/index.js'), "console.log('main');");
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    plugins: [new PageSnapshotsPlugin({ module: path.join(dir, 'snapshots.tsx'), make })],
  }).then(() => path.join(dir, 'dist'));
}

after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('PageSnapshotsPlugin', () => {
  it('publishes what the module made as snapshots.json, beside the manifest', async () => {
    const snapshots = { '/': { html: '<h1>Welcome back.</h1>', css: 'h1{color:red}.ant-table{color:blue}' } };
    const dist = await build(() => snapshots);
    // Each with only the styles its HTML uses (snapshotCss.cjs).
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dist, SNAPSHOT_NAMES.file), 'utf8')), { '/': { html: '<h1>Welcome back.</h1>', css: 'h1{color:red}' } });
  });

  it('fails the build when the module made none, or not snapshots', async () => {
    await assert.rejects(build(() => ({})), /made no snapshots/);
    await assert.rejects(build(() => ({ '/': { html: '<h1>' } })), /made no snapshots/);
  });
});
