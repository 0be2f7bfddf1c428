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
