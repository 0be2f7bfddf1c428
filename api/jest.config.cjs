const base = require('@portal/build-tools/src/jest.cjs').jestConfig(__dirname, 'node');

// Three node_modules need transforming under jest: PGlite's CommonJS bundle (see the
// transform's header), and two ESM-only packages: `cookie`, which light-my-request (behind
// app.inject) requires, and `jose` (tokens). Node loads them natively, jest's module
// runtime cannot before Node 24.9.
module.exports = {
  ...base,
  transform: {
    '[/\\\\]@electric-sql[/\\\\]pglite[/\\\\]dist[/\\\\].+\\.cjs$': '<rootDir>/test/support/pglite-jest-transform.cjs',
    ...base.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(@portal|@electric-sql/pglite|cookie|jose)/)'],
  // A PGlite instance takes a few seconds to initialise on a busy 2-core machine.
  testTimeout: 30000,
  // The databases tests start from, made once per run (test/global-setup.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
