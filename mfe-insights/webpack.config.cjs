const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');
const { ports } = require('@portal/shared-contracts/local-defaults.json');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_insights',
  port: ports['mfe-insights'],
  title: 'Insights and help (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
  // The legal pages as HTML, for the host's server to send before any script (docs/adr/050).
  pageSnapshots: 'src/snapshots.tsx',
});
