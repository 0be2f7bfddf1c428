// Runs a TypeScript module's exported function in a child Node (through tsx, under
// production's settings) and answers its JSON result: how a build makes what it renders with
// React's server renderer (the antd style sheets, docs/adr/046; the page snapshots, 050).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** One TypeScript configuration for every package's files (JSX, paths), whichever app runs it. */
const TSCONFIG = path.join(__dirname, '..', '..', 'tsconfig.base.json');

/**
 * @param {string} module the absolute path of the module
 * @param {string} name   the exported function (it may answer a promise)
 * @returns {any} what it answered, through JSON
 */
function runBuildTimeExport(module, name) {
  // The child exits once the answer is written: a module may leave handles open.
  const script = `import(${JSON.stringify(module)}).then((m) => (m.${name} ?? m.default.${name})()).then((v) => process.stdout.write(JSON.stringify(v), () => process.exit(0)))`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=commonjs', '-e', script], {
    cwd: path.dirname(module),
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: TSCONFIG },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out);
}

module.exports = { runBuildTimeExport };
