// Gzip sizes of what an app ships, read from its production dist folder.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Total gzip bytes of JS and CSS, and of the JS its entry needs before any lazy chunk. */
export function appBundleSizes(dir) {
  if (!fs.existsSync(dir)) return { jsGzip: 0, cssGzip: 0, initialJsGzip: 0, files: 0 };
  const files = fs.readdirSync(dir);
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const initial = js.filter((f) => f.startsWith('main.') || f === 'remoteEntry.js');
  const sum = (list) => list.reduce((n, f) => n + gz(path.join(dir, f)), 0);
  return { jsGzip: sum(js), cssGzip: sum(css), initialJsGzip: sum(initial), files: js.length + css.length };
}

/**
 * Gzip bytes of each lazily loaded page of a remote, read from its production dist. Chunks
 * are named by webpack's deterministic ids (webpack.cjs: `[name].[contenthash:8].js`, no
 * chunk names), so the pages are found where the remote declares them: each
 * `{ path: ROUTES.<page>, load: () => import(...) }` of its routes compiles to
 * `path:x.ROUTES.<page>,load:()=>...e(<chunk>)...then(...)`, which names the chunks the
 * page loads. Chunk ids without a file of their own are shared modules (served from the
 * share scope, not by this remote). A chunk two pages load counts for both.
 * @returns {{ page: string, chunks: string[], jsGzip: number }[]}
 */
export function pageChunkSizes(dir) {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
  const fileOf = (id) => files.find((f) => f === `${id}.js` || new RegExp(`^${id}\\.[0-9a-f]+\\.js$`).test(f));
  const pages = new Map();
  const route = /path:[\w$]+\.ROUTES\.(\w+),load:\(\)=>(.*?)\.then\(/g;
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, page, loader] of text.matchAll(route)) {
      const chunks = [...loader.matchAll(/\.e\((\d+)\)/g)].map(([, id]) => fileOf(id)).filter(Boolean);
      if (chunks.length) pages.set(page, chunks);
    }
  }
  return [...pages].map(([page, chunks]) => ({ page, chunks, jsGzip: chunks.reduce((n, f) => n + gz(path.join(dir, f)), 0) }));
}
