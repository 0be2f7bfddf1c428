const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_storyboards',
  port: 3002,
  title: 'Storyboards (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
