const base = require('@portal/build-tools/src/jest.cjs').jestConfig(__dirname, 'node');

// Two node_modules need transforming under jest: PGlite's CommonJS bundle (see the
// transform's header) and `cookie`, an ESM-only package that light-my-request (behind
// app.inject) requires; Node loads it natively, jest's module runtime cannot before Node 24.9.
module.exports = {
  ...base,
  transform: {
    '[/\\\\]@electric-sql[/\\\\]pglite[/\\\\]dist[/\\\\].+\\.cjs$': '<rootDir>/test/support/pglite-jest-transform.cjs',
    ...base.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(@portal|@electric-sql/pglite|cookie)/)'],
  // A PGlite instance takes a few seconds to initialise on a busy 2-core machine.
  testTimeout: 30000,
};
