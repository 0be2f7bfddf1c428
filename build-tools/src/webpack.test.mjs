import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { sharedFor } = require('./webpack.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Entries the browser never takes from the share scope: build-time, test and standalone-only modules. */
const NOT_SHARED = new Set(['./version', './testing', './standalone', './static-style-sheet', './snapshot']);

/** The module entries a workspace package exports to the apps (its `exports` keys). */
function moduleEntries(dir, pkg) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([key, file]) => /\.tsx?$/.test(file) && !NOT_SHARED.has(key))
    .map(([key]) => (key === '.' ? pkg : `${pkg}/${key.slice(2)}`));
}

describe('sharedFor', () => {
  const host = sharedFor(path.join(ROOT, 'host'), { providesAll: true });
  const remote = sharedFor(path.join(ROOT, 'mfe-storyboards'));

  it("shares every entry of shared-contracts, the main one included, as a singleton the host provides (docs/adr/047)", () => {
    const entries = moduleEntries('shared-contracts', '@portal/shared-contracts');
    assert.ok(entries.includes('@portal/shared-contracts/core') && entries.includes('@portal/shared-contracts'), entries.join());
    for (const name of entries) {
      assert.equal(host[name]?.singleton, true, `${name} is not shared`);
      // The host's own copy, whether its code imports the entry or not: a remote asking for
      // it first still gets the host's (and a remote built before the entries, the main one).
      assert.equal(typeof host[name].import, 'string', `the host does not provide ${name}`);
      assert.equal(remote[name]?.singleton, true, `a remote does not consume ${name} as a singleton`);
      assert.equal(remote[name].import, undefined, `a remote provides its own ${name}`);
    }
  });

  it("shares every entry of shared-ui's the apps import, provided by the host (docs/adr/042)", () => {
    for (const name of moduleEntries('shared-ui', '@portal/shared-ui')) {
      assert.equal(typeof host[name]?.import, 'string', `the host does not provide ${name}`);
    }
  });
});
