// The static, value-level import graph of the apps' and shared packages' sources, and its
// cycles (strongly connected components). Type-only imports and dynamic import() are left
// out: neither can leave a module half-initialised when its module runs.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The file a relative specifier names, or null. */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative value imports of a source text, resolved. */
export function importsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const out = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    // `import { type A, type B } from` imports nothing at run time either.
    const clause = match[0];
    if (/\{\s*(?:type\s+\w+\s*,?\s*)+\}/.test(clause) && !/\{[^}]*\b(?!type\b)\w+\s*(,|\})/.test(clause.replace(/type\s+\w+/g, ''))) continue;
    const target = resolveRelative(file, match[1]);
    if (target) out.push(target);
  }
  return out;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.(tsx?|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Tarjan's strongly connected components of size > 1 (or a file importing itself). */
export function cyclesIn(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

/** The graph of every source file under `dirs`. */
export function importGraph(dirs) {
  const graph = new Map();
  for (const dir of dirs) for (const file of sourceFiles(dir)) graph.set(file, importsOf(file));
  return graph;
}
