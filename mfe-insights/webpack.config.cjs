const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_insights',
  port: 3005,
  title: 'Insights and help (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
