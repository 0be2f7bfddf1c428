// One webpack configuration for the host and every remote, so each app builds,
// serves and shares its dependencies the same way.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadChunksPlugin } = require('./preloadChunks.cjs');
const { AntdStyleSheetPlugin } = require('./antdStyleSheet.cjs');
const { PageSnapshotsPlugin } = require('./pageSnapshots.cjs');

/**
 * Packages that must load exactly once in the browser (ARCHITECTURE.md §2).
 * antd, @ant-design/icons and react-router(-dom) are not listed: they reach apps only
 * through @portal/shared-ui's singleton entries (`.`, `./forms`, `./data`, `./widgets`, `./router`), which
 * re-export what the portal uses, so they are tree-shaken and still loaded once
 * (docs/adr/003-antd-through-shared-ui.md).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@ant-design/cssinjs',
  'redux',
  'react-redux',
  'redux-saga',
  // Every saga imports its effects from here: unshared, each container carried its own copy
  // of redux-saga's effects and IO core (issue 19, federation's bytes).
  'redux-saga/effects',
  '@reduxjs/toolkit',
  // (Not aws-amplify: only the host's session module may use the identity SDK (lint), so no
  // remote consumes it, and shared it loaded as whole entries, not what the session uses: ADR 062.)
  'single-spa',
  'single-spa-react',
  // One singleton per entry, so a page evaluates only the areas' contracts it uses; the
  // package's main entry (all of them) is provided for remotes built before (docs/adr/047).
  '@portal/shared-contracts',
  '@portal/shared-contracts/core',
  '@portal/shared-contracts/account',
  '@portal/shared-contracts/storyboards',
  '@portal/shared-contracts/deepstory',
  '@portal/shared-contracts/admin',
  '@portal/shared-contracts/insights',
  '@portal/shared-ui',
  '@portal/shared-ui/forms',
  '@portal/shared-ui/data',
  '@portal/shared-ui/widgets',
  '@portal/shared-ui/charts',
  '@portal/shared-ui/router',
  // The icons, apart from the light entry: the sign-in and sign-up pages draw none of them.
  '@portal/shared-ui/icons',
  // The http client without React or antd, for the host's page prefetch (ADR 006).
  '@portal/shared-ui/http',
  'dayjs',
];

/** Smallest chunk splitChunks makes of modules lazy chunks share (docs/adr/060). */
const SHARED_CHUNK_MIN_BYTES = 5000;

/** The packages whose every entry the host provides (sharedFor). */
const PROVIDED_BY_HOST = new Set(['@portal/shared-ui', '@portal/shared-contracts']);

function versionOf(pkg, appDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const file = require.resolve(`${base}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The shared map for an app: only the singletons it actually depends on. The host also
 * provides every `@portal/shared-ui` entry, imported or not (an absolute `import` is
 * provided as it stands): antd is not shared, each entry runs on the antd of the container
 * that built it, so all of a page's entries must come from the host, whose theme and style
 * cache the portal sets up (docs/adr/042). Registered first, the host's copy is the one used.
 * It provides every `@portal/shared-contracts` entry too, so an area's contracts have one
 * copy whichever remote asks first, built on the same modules as the host's own entry.
 */
function sharedFor(appDir, { providesAll = false } = {}) {
  const own = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...own.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!deps[base]) continue;
    const version = versionOf(name, appDir);
    const provided = providesAll && PROVIDED_BY_HOST.has(base) ? { import: require.resolve(name, { paths: [appDir] }) } : {};
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, ...provided };
  }
  return shared;
}

const swcRule = (mode) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        // React Fast Refresh in development: swc registers each component with the refresh
        // runtime, which the plugin below adds (refreshPlugins); production is untouched.
        transform: { react: { runtime: 'automatic', development: mode === 'development', refresh: mode === 'development' } },
      },
    },
  },
});

/**
 * Development only: React Fast Refresh, so a saved component re-renders in place and keeps
 * its state (the dev server's hot module replacement applies the update). Each container
 * gets its own refresh runtime (named by `output.uniqueName`); the runtimes find the one
 * react-dom through React's global hook. The dev server keeps its own error overlay.
 * Required here so a production build does not even load the plugin.
 */
function refreshPlugins(mode) {
  if (mode !== 'development') return [];
  const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
  return [new ReactRefreshWebpackPlugin({ overlay: false })];
}

const FEDERATION_CORE_FILE = 'federation-core.js';
/** The browser modules that share the host's federation runtime with the remotes (docs/adr/041, 062). */
const FEDERATION_RUNTIME = path.join(__dirname, 'federation');

/**
 * The runtime core and the bundler runtime as a script that puts them where the remotes'
 * entries read them, as the host's runtime plugins do. Only the remote's standalone page
 * loads it: in the portal the host has set them before any remote entry runs.
 */
function federationCoreConfig(opts, mode) {
  // Resolved where the plugin's own import of it is: beside @module-federation/enhanced.
  const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');
  const enhancedModules = enhancedEntry.slice(0, enhancedEntry.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules'.length);
  return {
    name: `${opts.container}-federation-core`,
    mode,
    context: opts.appDir,
    entry: { 'federation-core': path.join(FEDERATION_RUNTIME, 'standaloneRuntime.mjs') },
    resolve: { modules: [enhancedModules, 'node_modules'] },
    devtool: false,
    output: {
      path: path.join(opts.appDir, 'dist'),
      filename: FEDERATION_CORE_FILE,
      uniqueName: `${opts.container}_federation_core`,
    },
    performance: { hints: false },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
    stats: 'errors-warnings',
  };
}

/**
 * The host's plugin that sets the runtime core's global, by the path of its ES module build:
 * the same module graph as the host's own runtime, so the core is bundled once.
 */
function injectRuntimeCorePlugin() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`No ES module build of the runtime core plugin beside ${cjs}`);
  return esm;
}

/** The bundler runtime's entry files, which a federation entry imports (by path) and a remote's must not. */
const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;

/**
 * A remote's federation entry takes the bundler runtime's functions from the host's copy
 * (docs/adr/062) instead of bundling its own: the import of the package's entry is replaced.
 */
const bundlerRuntimeFromHost = () => new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, path.join(FEDERATION_RUNTIME, 'bundlerRuntimeFromHost.mjs'));

/**
 * The app's page (build-tools/src/index.html) with its title, as text. A template file would
 * be compiled in a child compilation, which Module Federation's plugins join: it emitted a
 * second copy of each shared module's chunk (in development under the same file names,
 * webpack's "Conflict: Multiple assets emit different content" errors).
 */
function pageHtml(title) {
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', escaped);
}

/** Puts the runtime core's script before `main` on the remote's standalone page. */
class StandaloneCoreScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneCoreScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StandaloneCoreScriptPlugin', (data) => {
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: FEDERATION_CORE_FILE });
        data.assetTags.scripts.unshift(tag);
        return data;
      });
    });
  }
}

/**
 * @param {object} opts
 * @param {string} opts.appDir       absolute folder of the app
 * @param {string} opts.container    Module Federation container name
 * @param {number} opts.port         dev-server port
 * @param {'host'|'remote'} opts.kind
 * @param {Record<string,string>} [opts.exposes]
 * @param {string} [opts.title]      HTML title of the app's own page
 * @param {string} [opts.antdStyleSheet] the module that makes the page's build-time antd
 *   style sheet (docs/adr/046; the host's: `@portal/shared-ui/static-style-sheet`)
 * @param {string} [opts.pageSnapshots] the app's module whose `pageSnapshots()` renders what
 *   the host's server writes into a signed-out visitor's page (docs/adr/050)
 */
function createAppConfig(opts) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    const isHost = opts.kind === 'host';
    const app = {
      name: opts.container,
      mode,
      context: opts.appDir,
      entry: { main: './src/index.ts' },
      // Production maps are written (for error reports) but not referenced from the
      // bundles, and the static server does not serve them: the source is not published.
      devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(opts.appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: opts.container,
        // The standalone page's runtime core is written by its own compiler (federationCoreConfig).
        clean: isHost ? true : { keep: (file) => file.startsWith(FEDERATION_CORE_FILE) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: { rules: [swcRule(mode)] },
      performance: { hints: false },
      optimization: {
        moduleIds: prod ? 'deterministic' : 'named',
        chunkIds: prod ? 'deterministic' : 'named',
        // Modules two lazy chunks share go in a chunk of their own from 5 KB instead of
        // webpack's 20: each shared entry is a chunk, and the contracts' and shared-ui's
        // common modules were otherwise copied into every entry that uses them (docs/adr/060).
        splitChunks: { minSize: SHARED_CHUNK_MIN_BYTES },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: opts.container,
          filename: 'remoteEntry.js',
          exposes: opts.exposes ?? {},
          remotes: {},
          shared: sharedFor(opts.appDir, { providesAll: isHost }),
          // Reuse what is loaded instead of fetching every registered remote's entry to
          // compare versions ('version-first'): one stopped remote must not hold up the
          // host's own lazy shared modules (the identity SDK), and a page loads only the
          // remotes it shows. Versions are identical across the monorepo, and a version
          // has one slot in the share scope, so the host's copy is the one used.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // One federation runtime per page (docs/adr/041, 062): the host provides its core and
          // its bundler runtime as globals and every remote entry uses them instead of its own copy.
          // (The host names the injecting plugin itself rather than set provideExternalRuntime,
          // which adds it by its CommonJS path and so bundles a second copy of the core.)
          ...(isHost
            ? { runtimePlugins: [injectRuntimeCorePlugin(), path.join(FEDERATION_RUNTIME, 'provideBundlerRuntimePlugin.mjs')] }
            : { experiments: { externalRuntime: true } }),
        }),
        ...(isHost ? [] : [bundlerRuntimeFromHost()]),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __APP_NAME__: JSON.stringify(opts.container),
        }),
        new HtmlWebpackPlugin({
          templateContent: pageHtml(opts.title ?? 'Story Portal'),
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(isHost && prod ? [new PreloadChunksPlugin()] : []),
        ...(opts.antdStyleSheet && prod ? [new AntdStyleSheetPlugin({ module: require.resolve(opts.antdStyleSheet, { paths: [opts.appDir] }) })] : []),
        ...(opts.pageSnapshots && prod ? [new PageSnapshotsPlugin({ module: path.join(opts.appDir, opts.pageSnapshots) })] : []),
        ...(prod ? [new CompressionPlugin({ test: /\.(js|css|json|html|svg)$/, threshold: 1024 })] : []),
        ...refreshPlugins(mode),
      ],
      devServer: {
        port: opts.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
      stats: prod ? 'errors-warnings' : 'minimal',
    };
    if (isHost) return app;
    // A remote's own page (the standalone shell) has no host to provide the runtime core.
    const core = federationCoreConfig(opts, mode);
    app.dependencies = [core.name];
    app.plugins.push(new StandaloneCoreScriptPlugin());
    return [app, core];
  };
}

module.exports = { createAppConfig, sharedFor, SINGLETONS, BUNDLER_RUNTIME_ENTRY };
