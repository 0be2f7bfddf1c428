// Shared jest settings: @swc/jest transpiles TypeScript; each package keeps its own
// jest.config.cjs so a team can test its app alone.
const path = require('node:path');

/** @param {string} dir package folder @param {'jsdom'|'node'} env */
function jestConfig(dir, env = 'jsdom') {
  return {
    rootDir: dir,
    // jsdom with a faster getComputedStyle (jest-environment.cjs says why).
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jest-environment.cjs') : env,
    roots: ['<rootDir>/src', ...(env === 'node' ? ['<rootDir>/test'] : [])].filter((r) =>
      require('node:fs').existsSync(r.replace('<rootDir>', dir)),
    ),
    // .mjs too: tests use build-tools' own modules (test media), which are ES modules.
    transform: {
      '^.+\\.(m?js|jsx|tsx?)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@portal)/)'],
    // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors;
    // the lib build is the same function in CommonJS.
    moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup.cjs')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // 5 s (jest's default) is short for an antd page under jsdom on a loaded 2-core
    // machine; a test that really hangs still fails, half a minute later.
    testTimeout: 30_000,
  };
}
module.exports = { jestConfig };
