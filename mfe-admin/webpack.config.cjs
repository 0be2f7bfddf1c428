const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');
const { ports } = require('@portal/shared-contracts/local-defaults.json');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_admin',
  port: ports['mfe-admin'],
  title: 'Admin (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
