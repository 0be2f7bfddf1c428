// Lint rules that keep the micro-frontend architecture (issue 11, docs/adr/001):
// - `no-cross-app-imports`: an app (the host or a remote) never imports another app's code;
//   apps meet only through the shared contracts, shared-ui and Module Federation.
// - `feature-boundaries`: inside an app, one feature (src/features/<name>) reaches another
//   only through that feature's entry (its index), never into its files.
// - `no-cycles`: no module imports itself back through others (value imports; a cycle leaves
//   a module half-initialised depending on which one loads first).
// - `no-sql-in-routes`: api routes reach the database only through repositories and services
//   (they may hand `app.db` or a transaction to one); no query, no SQL text, no driver.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclesIn, importGraph } from './importGraph.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const APPS = ['host', 'mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights'];

/** The app and, when under src/features, the feature a file belongs to. */
export function placeOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (!APPS.includes(parts[0])) return null;
  const feature = parts[1] === 'src' && parts[2] === 'features' && parts.length > 4 ? parts[3] : null;
  return { app: parts[0], feature, rest: parts.slice(4) };
}

/** Every import, export-from and dynamic import of a module, with its source literal. */
function sources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noCrossAppImports = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{from}} imports {{to}}: apps meet only through @portal/shared-contracts, @portal/shared-ui and Module Federation.' } },
  create(context) {
    const here = placeOf(context.filename);
    if (!here) return {};
    return sources(context, (node, source) => {
      const bare = source.split('/')[0];
      let target = APPS.includes(bare) ? bare : null;
      if (source.startsWith('.')) target = placeOf(path.resolve(path.dirname(context.filename), source))?.app ?? null;
      if (target && target !== here.app) context.report({ node, messageId: 'cross', data: { from: here.app, to: target } });
    });
  },
};

const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { internal: 'Feature "{{from}}" reaches into feature "{{to}}" ({{source}}): import what it offers from its index instead.' },
  },
  create(context) {
    const here = placeOf(context.filename);
    if (!here?.feature) return {};
    return sources(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const there = placeOf(path.resolve(path.dirname(context.filename), source));
      if (there?.app === here.app && there.feature && there.feature !== here.feature && there.rest.length > 0 && there.rest.join('/') !== 'index') {
        context.report({ node, messageId: 'internal', data: { from: here.feature, to: there.feature, source } });
      }
    });
  },
};

/** Source folders whose import graph is checked for cycles. */
const GRAPH_DIRS = [...APPS, 'shared-ui', 'shared-contracts', 'api'].map((dir) => path.join(ROOT, dir, 'src'));

/** Each file in a cycle, with the cycle it is in; built once per lint run. */
let cycleOf = null;
function cycleMembership() {
  if (!cycleOf) {
    cycleOf = new Map();
    for (const cycle of cyclesIn(importGraph(GRAPH_DIRS))) for (const file of cycle) cycleOf.set(file, cycle);
  }
  return cycleOf;
}

const noCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a module of its own.' } },
  create(context) {
    const cycle = cycleMembership().get(context.filename);
    if (!cycle) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'cycle', data: { cycle: cycle.map((f) => path.relative(ROOT, f)).join(' -> ') } });
      },
    };
  },
};

/**
 * SQL text: a statement's shape (`select … from`, `insert into`, `update … set`, …) whose first
 * keyword is all lower or all upper case, so "Select a plan from the list" is not SQL.
 */
const SQL_SHAPE =
  /^\s*(select\s[\s\S]*\bfrom\b|select\s+\d|insert\s+into\b|update\s+\S+\s+set\b|delete\s+from\b|with\s+\w+\s+as\s*\(|(create|alter|drop)\s+(table|index|view)\b|truncate\s)/i;
const isSql = (text) => {
  const keyword = SQL_SHAPE.exec(text)?.[1].split(/\s/)[0];
  return Boolean(keyword) && (keyword === keyword.toLowerCase() || keyword === keyword.toUpperCase());
};
const DB_DRIVERS = ['pg', '@electric-sql/pglite'];
/** `db.query(…)`, `tx.exec(…)`, `app.db.query(…)`, `this.db.exec(…)`. */
const isDbHandle = (node) =>
  (node.type === 'Identifier' && ['db', 'tx'].includes(node.name)) ||
  (node.type === 'MemberExpression' && !node.computed && node.property.name === 'db');

const noSqlInRoutes = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      query: 'A route runs SQL ({{what}}): put it in a repository (src/plugins/app/**) and call that.',
      driver: 'A route imports the database driver {{source}}: go through a repository.',
    },
  },
  create(context) {
    const checkText = (node, text) => {
      if (isSql(text)) context.report({ node, messageId: 'query', data: { what: 'SQL text' } });
    };
    return {
      ...sources(context, (node, source) => {
        if (DB_DRIVERS.some((d) => source === d || source.startsWith(`${d}/`))) context.report({ node, messageId: 'driver', data: { source } });
      }),
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && ['query', 'exec'].includes(callee.property.name) && isDbHandle(callee.object)) {
          context.report({ node, messageId: 'query', data: { what: `${context.sourceCode.getText(callee)}()` } });
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis.map((q) => q.value.cooked ?? '').join(' '));
      },
    };
  },
};

export const architecture = {
  rules: { 'no-cross-app-imports': noCrossAppImports, 'feature-boundaries': featureBoundaries, 'no-cycles': noCycles, 'no-sql-in-routes': noSqlInRoutes },
};
