// Lets PGlite's CommonJS bundle run inside jest without --experimental-vm-modules.
//
// PGlite loads Node built-ins with dynamic `import("fs")` etc. Jest evaluates modules in a
// vm context, where Node refuses dynamic import unless the process runs with
// --experimental-vm-modules (https://github.com/electric-sql/pglite/issues/224). Every such
// import in the bundle is a Node built-in, so this rewrites each one to a synchronous
// require of the same built-in, shaped like a module namespace (named exports + default).
// Only test runs use it; tsx and node load PGlite untouched.
const { isBuiltin } = require('node:module');
const { createHash } = require('node:crypto');

const IMPORT_CALL = /\bimport\(\s*"([^"]+)"\s*\)/g;
const PRELUDE =
  'var __jestBuiltinImport = (function (req) { return function (id) {' +
  ' var m = req(id); return Promise.resolve(Object.assign({}, m, { default: m })); }; })(require);\n';

module.exports = {
  process(source, filename) {
    const code = source.replace(IMPORT_CALL, (call, id) => {
      if (!isBuiltin(id)) throw new Error(`pglite-jest-transform: unexpected import("${id}") in ${filename}`);
      return `__jestBuiltinImport(${JSON.stringify(id)})`;
    });
    return { code: PRELUDE + code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update('pglite-jest-transform-v1').update(filename).update(source).digest('hex');
  },
};
