// One webpack configuration for the host and every remote, so each app builds,
// serves and shares its dependencies the same way.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * Packages that must load exactly once in the browser (ARCHITECTURE.md §2).
 * antd, @ant-design/icons and react-router(-dom) are not listed: they reach apps only
 * through @portal/shared-ui's singleton entries (`.`, `./forms`, `./widgets`, `./router`), which
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
  '@reduxjs/toolkit',
  'aws-amplify',
  'aws-amplify/auth',
  'single-spa',
  'single-spa-react',
  '@portal/shared-contracts',
  '@portal/shared-ui',
  '@portal/shared-ui/forms',
  '@portal/shared-ui/widgets',
  '@portal/shared-ui/charts',
  '@portal/shared-ui/router',
  // The http client without React or antd, for the host's page prefetch (ADR 006).
  '@portal/shared-ui/http',
  'dayjs',
];

function versionOf(pkg, appDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const file = require.resolve(`${base}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The shared map for an app: only the singletons it actually depends on. */
function sharedFor(appDir) {
  const own = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...own.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!deps[base]) continue;
    const version = versionOf(name, appDir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
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

/**
 * @param {object} opts
 * @param {string} opts.appDir       absolute folder of the app
 * @param {string} opts.container    Module Federation container name
 * @param {number} opts.port         dev-server port
 * @param {'host'|'remote'} opts.kind
 * @param {Record<string,string>} [opts.exposes]
 * @param {string} [opts.title]      HTML title of the app's own page
 */
function createAppConfig(opts) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    const isHost = opts.kind === 'host';
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: { rules: [swcRule(mode)] },
      performance: { hints: false },
      optimization: { moduleIds: prod ? 'deterministic' : 'named', chunkIds: prod ? 'deterministic' : 'named' },
      plugins: [
        new ModuleFederationPlugin({
          name: opts.container,
          filename: 'remoteEntry.js',
          exposes: opts.exposes ?? {},
          remotes: {},
          shared: sharedFor(opts.appDir),
          // Reuse what is loaded instead of fetching every registered remote's entry to
          // compare versions ('version-first'): one stopped remote must not hold up the
          // host's own lazy shared modules (the identity SDK), and a page loads only the
          // remotes it shows. Versions are identical across the monorepo, and a version
          // has one slot in the share scope, so the host's copy is the one used.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __APP_NAME__: JSON.stringify(opts.container),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: opts.title ?? 'Story Portal',
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(prod ? [new CompressionPlugin({ test: /\.(js|json|html|svg)$/, threshold: 1024 })] : []),
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
  };
}

module.exports = { createAppConfig, sharedFor, SINGLETONS };
