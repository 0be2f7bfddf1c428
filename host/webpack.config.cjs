const { createAppConfig } = require('@portal/build-tools/src/webpack.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  kind: 'host',
  container: 'host',
  port: 3000,
  title: 'Story Portal',
});
