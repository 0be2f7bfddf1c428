// The monolith build (docs/adr/039, measurement only): the host's own configuration without
// Module Federation, its remote loader (host/src/remotes/federation.ts) swapped for one that
// imports every remote's `./app` and `./manifest` from source as lazy chunks of the host
// bundle. Written to host/monolith/dist and served from one origin, it is the baseline the
// bench compares the federated portal against (build-tools/src/bench/monolith.mjs).
const path = require('node:path');
const webpack = require('webpack');
const hostConfig = require('../../../host/webpack.config.cjs');
const { PageSnapshotsPlugin } = require('../pageSnapshots.cjs');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const HOST_DIR = path.join(ROOT, 'host');
const OUT_DIR = path.join(HOST_DIR, 'monolith', 'dist');

/** The prefix host/src/remotes/federation.monolith.ts imports the remotes' sources by: the repository root. */
const REMOTE_ALIAS = 'monolith-remote';

module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  const plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin' && !(p instanceof PageSnapshotsPlugin));
  return {
    ...config,
    output: { ...config.output, path: OUT_DIR },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve.alias, [REMOTE_ALIAS]: ROOT },
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/host[\\/]src[\\/]remotes[\\/]federation\.ts$/, (resolveData) => {
        if (resolveData.createData?.resource) {
          resolveData.createData.resource = path.join(HOST_DIR, 'src', 'remotes', 'federation.monolith.ts');
        }
      }),
      ...plugins,
      // The host's shells and every remote's pages: one origin serves them all (docs/adr/050).
      ...(config.mode === 'production' ? [new PageSnapshotsPlugin({ module: path.join(__dirname, 'snapshots.mjs') })] : []),
    ],
  };
};

module.exports.OUT_DIR = OUT_DIR;
module.exports.REMOTE_ALIAS = REMOTE_ALIAS;
