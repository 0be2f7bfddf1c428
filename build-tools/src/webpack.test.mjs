import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig, sharedFor, SINGLETONS } = require('./webpack.cjs');
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

/** The source files the browser runs: every app's and shared-ui's, without tests and shared-ui's NOT_SHARED entries. */
function browserSources() {
  const dirs = ['host', 'shared-ui', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui', 'package.json'), 'utf8'));
  const buildTime = new Set(Object.entries(exports).filter(([key]) => NOT_SHARED.has(key)).map(([, file]) => path.posix.join('shared-ui', file)));
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir, 'src'), { recursive: true })
      .map((file) => `${dir}/src/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && !buildTime.has(file)),
  );
}

describe('SINGLETONS', () => {
  it('shares every entry of a shared package that browser code imports (an unshared one is a copy in each app, docs/adr/060)', () => {
    const packageOf = (name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    const sharedPackages = new Set(SINGLETONS.map(packageOf));
    const unshared = new Set();
    for (const file of browserSources()) {
      for (const [, name] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/from '([^'.][^']*)'/g)) {
        // The portal's own packages' entries are checked above (NOT_SHARED are not shared).
        if (!name.startsWith('@portal/') && sharedPackages.has(packageOf(name)) && !SINGLETONS.includes(name)) unshared.add(`${name} (${file})`);
      }
    }
    assert.deepEqual([...unshared], []);
  });
});

describe('createAppConfig', () => {
  it("writes the app's page from its HTML as text, title escaped, so no child compilation emits chunks of its own", () => {
    const [app] = createAppConfig({ appDir: path.join(ROOT, 'mfe-insights'), kind: 'remote', container: 'mfe_insights', port: 3005, title: 'Insights <& "more">' })({}, { mode: 'development' });
    const html = app.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    assert.equal(html.userOptions.template, undefined);
    assert.match(html.userOptions.templateContent, /<title>Insights &#60;&#38; &#34;more&#34;&#62;<\/title>/);
    assert.doesNotMatch(html.userOptions.templateContent, /<%/);
  });
});
