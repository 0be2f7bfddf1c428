const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');
const { ports } = require('@portal/shared-contracts/local-defaults.json');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'remote',
  container: 'mfe_storyboards',
  port: ports['mfe-storyboards'],
  title: 'Storyboards (standalone)',
  exposes: { './app': './src/app.tsx', './manifest': './src/manifest.ts' },
});
