const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_admin',
  port: 3004,
  title: 'Admin (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
