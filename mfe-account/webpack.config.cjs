const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');
const { ports } = require('@portal/shared-contracts/local-defaults.json');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_account',
  port: ports['mfe-account'],
  title: 'Account (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
  // Sign-in and sign-up as HTML, for the host's server to send before any script (docs/adr/050).
  pageSnapshots: 'src/snapshots.tsx',
});
