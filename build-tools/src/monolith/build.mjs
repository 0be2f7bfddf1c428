// Builds the monolith baseline (webpack.monolith.cjs) with the host's webpack.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps.mjs';
import { run } from '../procs.mjs';

export const MONOLITH_DIR = path.join(ROOT, 'host', 'monolith', 'dist');
const CONFIG = path.join(ROOT, 'build-tools', 'src', 'monolith', 'webpack.monolith.cjs');

/** Builds host/monolith/dist; with `ifMissing`, only when it has no index.html yet. */
export async function buildMonolith({ ifMissing = false } = {}) {
  if (ifMissing && fs.existsSync(path.join(MONOLITH_DIR, 'index.html'))) return MONOLITH_DIR;
  await run('npx', ['webpack', '--config', CONFIG, '--mode', 'production'], { cwd: path.join(ROOT, 'host') });
  return MONOLITH_DIR;
}
