const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');
const { ports } = require('@portal/shared-contracts/local-defaults.json');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'host',
  container: 'host',
  port: ports.host,
  title: 'Story Portal',
  // antd's styles of the shell and of every page's first render, made at build time (docs/adr/046).
  antdStyleSheet: '@portal/shared-ui/static-style-sheet',
  // The shell of a signed-out visitor's page, for the server to send with the page's own snapshot (docs/adr/050).
  pageSnapshots: 'src/snapshots.tsx',
});
