#!/usr/bin/env node
// `node build-tools/bin/check-deps.mjs` (a step of `npm test`): every workspace declares the
// packages its code imports, and nothing else (issue 11, docs/adr/015). It reads each
// workspace's sources (src, tests, webpack, jest and playwright configs) with the TypeScript
// parser and fails when
// - a file imports a bare package its workspace does not declare;
// - a workspace declares a package that none of its files imports, unless an exception
//   below says why it is there;
// - a shipped workspace imports at run time a package that it lists only as a
//   devDependency, or lists in dependencies a package only its tests, configs or types use
//   (webpack.cjs shares only what `dependencies` lists);
// - the host does not declare a Module Federation singleton (it provides the share scope);
// - a package.json script runs a binary no declared package provides;
// - two workspaces declare one package with different ranges.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { APPS, ROOT } from '../src/apps.mjs';

const require = createRequire(import.meta.url);
const { SINGLETONS } = require('../src/webpack.cjs');
// The monolith build's alias for the remotes' sources: not a package (docs/adr/039).
const { REMOTE_ALIAS } = require('../src/monolith/webpack.monolith.cjs');

/** Folders that hold no source of the workspace's own. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', '.git', '.data', 'coverage', 'test-results', 'playwright-report', 'bench-results']);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Workspaces that ship nothing: their dependencies and devDependencies are not told apart. */
const TOOLING = new Set(['.', 'build-tools', 'e2e']);

/**
 * Files of a shipped workspace that never reach a bundle or the api's process: tests, test
 * helpers and the tools' configs. What only they import belongs in devDependencies.
 */
const isDevFile = (rel) =>
  /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(rel) ||
  /(?:^|\/)(?:test|tests|__tests__|__mocks__|testing|fixtures)\//.test(rel) ||
  /(?:Testing|testSupport)\.[jt]sx?$/.test(rel) ||
  /^(?:webpack|jest|playwright)\.config\.[cm]?[jt]s$/.test(rel);

/**
 * Packages a workspace declares without importing them, each with the file that names it
 * (checked: an exception whose file no longer names the package fails the check).
 */
const EXCEPTIONS = {
  '.': {
    // webpack-cli, hoisted to the root, loads webpack-dev-server for `webpack serve` from
    // its own folder; declared here too (same range as build-tools) so it is installed
    // beside it (commit 47e0abc: `npm run dev` failed on a fresh install without it).
    'webpack-dev-server': { file: 'build-tools/src/webpack.cjs', reason: "webpack-cli's `webpack serve`", needle: 'devServer' },
  },
  'build-tools': {
    // webpack loads the loader by name; swc compiles with @swc/core (pinned in the root
    // overrides to a version with a platform binary on the registry).
    'swc-loader': { file: 'build-tools/src/webpack.cjs', reason: 'the loader of every app' },
    '@swc/core': { file: 'build-tools/src/webpack.cjs', reason: "swc-loader's and @swc/jest's compiler", needle: 'swc-loader' },
    // The `webpack` binary of the apps' scripts is webpack-cli's; `webpack serve` runs the
    // dev server that webpack.cjs configures (devServer).
    'webpack-cli': { file: 'host/package.json', reason: "the apps' `webpack` command", needle: 'webpack --mode' },
    'webpack-dev-server': { file: 'build-tools/src/webpack.cjs', reason: '`webpack serve`', needle: 'devServer' },
    // jest loads the transform and the test environment by name from the shared config.
    '@swc/jest': { file: 'build-tools/src/jest.cjs', reason: 'the jest transform' },
    'jest-environment-jsdom': { file: 'build-tools/src/jest.cjs', reason: "testEnvironment 'jsdom'", needle: 'jsdom' },
    // Node loads it by name (`--import tsx`) to run the antd style sheets' and page snapshots' TypeScript.
    tsx: { file: 'build-tools/src/buildTimeExport.cjs', reason: "the build-time renderer's `--import tsx`", needle: "'--import', 'tsx'" },
  },
  api: {
    // pino loads its pretty-printer by name when the api logs for a person (development).
    'pino-pretty': { file: 'api/src/app.ts', reason: "pino's transport target" },
  },
};

/** Binaries scripts may run without a package declaring them. */
const SYSTEM_COMMANDS = new Set(['node', 'npm', 'npx', 'sh', 'bash', 'cd', 'echo', 'rm', 'mkdir', 'cp', 'mv', 'env', 'true', 'exit', 'test']);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const packageOf = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const isBare = (s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]) && !/^[a-z]+:/.test(s);

function sourceFiles(dir, skip, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !skip.has(full)) sourceFiles(full, skip, out);
    } else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

const REQUIRE_LIKE = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.requireActual']);

/** The bare specifiers a file imports: { specifier, typeOnly }. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  let jsx = false;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      // `import type` and `import { type A }` are erased: nothing loads at run time.
      const typeOnly = Boolean(clause?.isTypeOnly || (clause && !clause.name && named?.length && named.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || Boolean(named?.length && named.every((e) => e.isTypeOnly)) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `import('x').T` in a type or a JSDoc comment.
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.kind === ts.SyntaxKind.ImportKeyword ? 'import' : node.expression.getText(source);
      if (callee === 'import' || REQUIRE_LIKE.has(callee)) found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      jsx = true;
    }
    for (const doc of node.jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // The automatic JSX runtime (tsconfig `jsx: react-jsx`, swc `runtime: 'automatic'`).
  if (jsx) found.push({ specifier: 'react/jsx-runtime', typeOnly: false });
  return found.filter((f) => isBare(f.specifier));
}

/** Where a package is installed, seen from a workspace folder. */
function installedManifest(pkg, wsDir) {
  for (let dir = wsDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return readJson(file);
    if (dir === ROOT || dir === path.dirname(dir)) return null;
  }
}

function binsOf(pkg, wsDir) {
  const manifest = installedManifest(pkg, wsDir);
  if (!manifest?.bin) return [];
  return typeof manifest.bin === 'string' ? [pkg.split('/').pop()] : Object.keys(manifest.bin);
}

/** The first word of each command of a script (after any VAR=value). */
const commandsOf = (script) =>
  script
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/).filter((word) => !/^\w+=/.test(word))[0])
    .filter(Boolean);

const rootManifest = readJson(path.join(ROOT, 'package.json'));
const workspaces = ['.', ...rootManifest.workspaces].map((name) => {
  const dir = path.join(ROOT, name);
  const manifest = readJson(path.join(dir, 'package.json'));
  return { name, dir, manifest, deps: manifest.dependencies ?? {}, devDeps: manifest.devDependencies ?? {} };
});
const byPackageName = new Map(workspaces.map((ws) => [ws.manifest.name, ws]));
const workspaceDirs = new Set(workspaces.filter((ws) => ws.name !== '.').map((ws) => ws.dir));
const hostName = APPS.find((app) => app.spa).name;
const singletonPackages = [...new Set(SINGLETONS.map(packageOf))];
const errors = [];

/** Binaries each workspace's scripts run, with the script that runs them. */
const scriptCommands = new Map(
  workspaces.map((ws) => [ws.name, Object.entries(ws.manifest.scripts ?? {}).flatMap(([script, line]) => commandsOf(line).map((command) => ({ script, command })))]),
);
const rootWs = workspaces[0];

for (const ws of workspaces) {
  const declared = { ...ws.devDeps, ...ws.deps };
  const shipped = !TOOLING.has(ws.name);
  /** package -> { file: where it is first used, runtimeFile: its first value import from shipped code } */
  const used = new Map();
  const use = (pkg, file, runtime) => {
    const entry = used.get(pkg) ?? { file, runtimeFile: null };
    if (runtime) entry.runtimeFile ??= file;
    used.set(pkg, entry);
  };
  const skip = ws.name === '.' ? workspaceDirs : new Set();
  for (const file of sourceFiles(ws.dir, skip)) {
    const rel = path.relative(ws.dir, file);
    for (const { specifier, typeOnly } of importsOf(file)) {
      const pkg = packageOf(specifier);
      if (pkg !== ws.manifest.name && pkg !== REMOTE_ALIAS) use(pkg, path.relative(ROOT, file), shipped && !typeOnly && !isDevFile(rel));
    }
  }
  // tsconfig `types` that name a package (not an @types one) are type-only uses of it.
  const tsconfig = path.join(ws.dir, 'tsconfig.json');
  if (fs.existsSync(tsconfig)) {
    for (const name of readJson(tsconfig).compilerOptions?.types ?? []) if (name.startsWith('@') && !name.startsWith('@types/')) use(name, path.relative(ROOT, tsconfig), false);
  }

  for (const [pkg, { file, runtimeFile }] of used) {
    if (pkg.startsWith('@types/')) continue;
    if (!(pkg in declared)) errors.push(`${ws.name}: ${file} imports ${pkg}, which ${ws.name}/package.json does not declare`);
    else if (runtimeFile && !(pkg in ws.deps)) errors.push(`${ws.name}: ${runtimeFile} imports ${pkg} at run time: move it from devDependencies to dependencies`);
  }

  // Binaries: the workspace's own packages, the root's (the tools every workspace runs:
  // tsc, jest, turbo, eslint) and those of @portal/build-tools for the workspaces that
  // declare it (webpack for the apps' build and dev scripts).
  const providers = [
    ...Object.keys(declared).map((pkg) => ({ pkg, dir: ws.dir })),
    ...Object.keys({ ...rootWs.deps, ...rootWs.devDeps }).map((pkg) => ({ pkg, dir: ROOT })),
    ...Object.keys(declared)
      .filter((pkg) => byPackageName.has(pkg))
      .flatMap((pkg) => {
        const other = byPackageName.get(pkg);
        return Object.keys({ ...other.deps, ...other.devDeps }).map((dep) => ({ pkg: dep, dir: other.dir }));
      }),
  ];
  const binOwner = new Map();
  for (const { pkg, dir } of providers) for (const bin of binsOf(pkg, dir)) if (!binOwner.has(bin)) binOwner.set(bin, pkg);
  for (const { script, command } of scriptCommands.get(ws.name)) {
    if (!SYSTEM_COMMANDS.has(command) && !command.includes('/') && !binOwner.has(command)) {
      errors.push(`${ws.name}: script "${script}" runs ${command}, which no package it (or the root) declares provides`);
    }
  }

  // Binaries of this workspace's packages that a script runs: the root's tools serve the
  // scripts of every workspace.
  const scriptsServed = ws.name === '.' ? [...scriptCommands.values()].flat() : scriptCommands.get(ws.name);
  const runBins = new Set(scriptsServed.map((s) => s.command));
  for (const pkg of Object.keys(declared)) {
    if (pkg.startsWith('@types/')) continue; // TypeScript loads them by type roots, not by import.
    const exception = EXCEPTIONS[ws.name]?.[pkg];
    if (exception) {
      const needle = exception.needle ?? `'${pkg}'`;
      if (!fs.readFileSync(path.join(ROOT, exception.file), 'utf8').includes(needle)) {
        errors.push(`${ws.name}: the exception for ${pkg} (${exception.reason}) is stale: ${exception.file} no longer names ${needle}`);
      }
      continue;
    }
    const hostShares = ws.name === hostName && singletonPackages.includes(pkg);
    if (used.has(pkg) || hostShares || binsOf(pkg, ws.dir).some((bin) => runBins.has(bin))) {
      if (shipped && pkg in ws.deps && used.has(pkg) && !used.get(pkg).runtimeFile && !hostShares) {
        errors.push(`${ws.name}: ${pkg} is used only by tests, configs or types (${used.get(pkg).file}): move it to devDependencies`);
      }
      continue;
    }
    errors.push(`${ws.name}: declares ${pkg}, which none of its files imports`);
  }

  // The host provides the share scope: every singleton is shared from its build, so a
  // remote that imports one meets the host's copy even where only shared-ui or antd
  // imports it in the host (webpack.cjs shares only what `dependencies` lists).
  if (ws.name === hostName) {
    for (const pkg of singletonPackages) if (pkg !== ws.manifest.name && !(pkg in ws.deps)) errors.push(`${ws.name}: shares the singletons of every app: declare ${pkg} in dependencies`);
  }
}

// One range per package across the workspaces, so npm installs one copy of it.
const ranges = new Map();
for (const ws of workspaces) {
  for (const [pkg, range] of Object.entries({ ...ws.devDeps, ...ws.deps })) {
    if (!ranges.has(pkg)) ranges.set(pkg, new Map());
    ranges.get(pkg).set(ws.name, range);
  }
}
for (const [pkg, byWs] of ranges) {
  if (new Set(byWs.values()).size > 1) errors.push(`${pkg} has several ranges: ${[...byWs].map(([ws, range]) => `${ws} ${range}`).join(', ')}`);
}

if (errors.length) {
  console.error(`Dependencies: ${errors.length} problem(s)\n${errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(1);
}
console.log(`Dependencies: each of the ${workspaces.length} workspaces declares what it imports and nothing else.`);
