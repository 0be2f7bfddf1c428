import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runWebpack } from './runWebpack.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PreloadChunksPlugin, firstRenderChunks } from './preloadChunks.cjs';

/**
 * A host in miniature: an entry that only `import()`s its bootstrap and a prefetch module;
 * the bootstrap uses a shared package (which uses another one) and lazily loads a page
 * that uses a third. Each module logs a marker, so a file's text tells what it carries.
 */
const FILES = {
  'src/index.js': "console.log('MAIN_MARKER'); import('./prefetch'); import('./bootstrap');",
  'src/prefetch.js': "import lib from 'first-lib'; console.log('PREFETCH_MARKER', lib);",
  'src/bootstrap.js': "import lib from 'first-lib'; console.log('BOOT_MARKER', lib); export const page = () => import('./page');",
  'src/page.js': "import lazy from 'lazy-lib'; console.log('PAGE_MARKER', lazy);",
  'node_modules/first-lib/index.js': "import deep from 'deep-lib'; export default ['FIRST_LIB_MARKER', deep];",
  'node_modules/deep-lib/index.js': "export default 'DEEP_LIB_MARKER';",
  'node_modules/lazy-lib/index.js': "export default 'LAZY_LIB_MARKER';",
};
const PACKAGES = ['first-lib', 'deep-lib', 'lazy-lib'];

function writeFixture(dir) {
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  for (const name of PACKAGES) {
    const pkg = { name, version: '1.0.0', main: 'index.js', type: 'module' };
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify(pkg));
  }
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: Object.fromEntries(PACKAGES.map((n) => [n, '1.0.0'])) }));
}

function build(dir) {
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', uniqueName: 'fixture' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        shared: Object.fromEntries(PACKAGES.map((n) => [n, { singleton: true, requiredVersion: '^1.0.0' }])),
        dts: false,
        dev: false,
      }),
      new HtmlWebpackPlugin({ chunks: ['main'], scriptLoading: 'defer', minify: false }),
      new PreloadChunksPlugin(),
    ],
  });
}

describe('PreloadChunksPlugin', () => {
  let dir;
  let html;
  let preloaded;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-chunks-'));
    writeFixture(dir);
    await build(dir);
    html = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const preloadedText = () => preloaded.map((file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).join('\n');

  it('preloads the chunks of the entry\'s import()s and of the shared modules they use, each once', () => {
    assert.ok(preloaded.length > 0, html);
    assert.equal(new Set(preloaded).size, preloaded.length);
    const text = preloadedText();
    for (const marker of ['PREFETCH_MARKER', 'BOOT_MARKER', 'FIRST_LIB_MARKER', 'DEEP_LIB_MARKER']) assert.ok(text.includes(marker), `${marker} is not preloaded`);
  });

  it('leaves out the entry itself, lazy imports and the shared modules only they use', () => {
    const text = preloadedText();
    for (const marker of ['MAIN_MARKER', 'PAGE_MARKER', 'LAZY_LIB_MARKER']) assert.ok(!text.includes(marker), `${marker} is preloaded`);
    // The lazy page was built, in a file of its own.
    const files = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
    assert.ok(files.some((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('PAGE_MARKER')));
  });

  it('preloads the chunks the share scope registers for each shared module the first render uses', () => {
    // What the runtime calls to load the app's own copy: register("<key>", "<version>", () => __webpack_require__.e(<chunk>)...).
    const main = fs.readdirSync(path.join(dir, 'dist')).find((f) => f.startsWith('main.') && f.endsWith('.js'));
    const runtime = fs.readFileSync(path.join(dir, 'dist', main), 'utf8');
    const registered = (key) => {
      const line = runtime.split('\n').find((l) => l.includes(`register("${key}"`));
      assert.ok(line, `${key} is not registered`);
      return [...line.matchAll(/__webpack_require__\.e\((\d+)\)/g)].map((m) => m[1]);
    };
    const preloadedIds = preloaded.map((file) => file.split('.')[0]);
    for (const key of ['first-lib', 'deep-lib']) for (const id of registered(key)) assert.ok(preloadedIds.includes(id), `${key}'s chunk ${id} is not preloaded`);
    for (const id of registered('lazy-lib')) assert.ok(!preloadedIds.includes(id), `lazy-lib's chunk ${id} is preloaded`);
  });

  it('puts the hints after the entry\'s script, without crossorigin (the chunks load as same-origin classic scripts)', () => {
    const main = html.indexOf('<script defer src="/main.');
    assert.ok(main >= 0, html);
    assert.ok(html.indexOf('rel="preload"') > main);
    assert.doesNotMatch(html, /crossorigin/);
  });
});

describe('firstRenderChunks', () => {
  // Chunk groups as webpack links them: `origins` name the module that made each group.
  const group = (chunks, origins, children = []) => ({ chunks, origins: origins.map((module) => ({ module })), getChildren: () => children });
  const importer = { type: 'javascript/auto' };
  const consumer = (key) => ({ type: 'consume-shared-module', options: { shareScope: 'default', shareKey: key } });
  const provider = (key) => ({ type: 'provide-module', _shareScope: 'default', _name: key });

  it('takes a shared module from the chunks its provider registers, not the consumer\'s fallback copy', () => {
    const fallback = group(['lib-fallback'], [consumer('lib')]);
    const page = group(['page'], [importer]);
    const boot = group(['boot'], [importer], [fallback, page]);
    const provide = group(['lib-provided'], [provider('lib')]);
    const entry = { chunks: ['main'], getChildren: () => [boot, provide] };
    assert.deepEqual(firstRenderChunks(entry), ['boot', 'lib-provided']);
  });

  it('falls back to the consumer\'s own group for a module the app does not provide, and skips the entry\'s chunks', () => {
    const deep = group(['deep'], [consumer('deep')]);
    const fallback = group(['main', 'lib-fallback'], [consumer('lib')], [deep]);
    const boot = group(['boot'], [importer], [fallback]);
    const entry = { chunks: ['main'], getChildren: () => [boot] };
    assert.deepEqual(firstRenderChunks(entry), ['boot', 'lib-fallback', 'deep']);
  });
});
