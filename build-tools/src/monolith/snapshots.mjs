// The monolith's page snapshots (docs/adr/039, 050): the host's shells and every remote's
// pages in one snapshots.json, as the one-origin baseline serves its pages itself. Run by
// the monolith build in Node with tsx (PageSnapshotsPlugin), which loads the apps' sources.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../apps.mjs';

/** Every app's `src/snapshots.tsx` made into one set, the host's shells and the remotes' pages by path. */
export async function pageSnapshots() {
  const modules = APPS.map((app) => path.join(ROOT, app.name, 'src', 'snapshots.tsx')).filter((file) => fs.existsSync(file));
  const made = await Promise.all(modules.map(async (file) => (await import(file)).pageSnapshots()));
  return Object.assign({}, ...made);
}
