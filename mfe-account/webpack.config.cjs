const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_account',
  port: 3001,
  title: 'Account (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
