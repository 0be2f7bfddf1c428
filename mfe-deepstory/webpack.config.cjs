const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_deepstory',
  port: 3003,
  title: 'Deep Story (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
