// The page snapshots an app's build publishes (docs/adr/050): `snapshots.json`, beside the
// app's manifest, made by the app's own `pageSnapshots()` (React's server renderer, in Node).
// A remote's are its pages a signed-out visitor opens first, by path; the host's is its
// shell with a slot for the page. The host's server writes them into the page it serves.
const { Compilation, sources } = require('webpack');
const { runBuildTimeExport } = require('./buildTimeExport.cjs');
const { pruneSnapshotCss } = require('./snapshotCss.cjs');

const PLUGIN = 'PageSnapshotsPlugin';
/** `file` is served beside mf-manifest.json (not hashed: the server reads it per deployed version). */
const SNAPSHOT_NAMES = require('./snapshotNames.cjs');

/** @param {unknown} value @returns {value is Record<string, { html: string, css: string }>} */
function isSnapshots(value) {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((s) => s && typeof s === 'object' && typeof s.html === 'string' && typeof s.css === 'string')
  );
}

class PageSnapshotsPlugin {
  /**
   * @param {{ module: string, make?: (module: string) => unknown }} opts
   *   `module`: the absolute path of the app's module whose `pageSnapshots()` renders them
   */
  constructor(opts) {
    this.module = opts.module;
    this.make = opts.make ?? ((module) => runBuildTimeExport(module, 'pageSnapshots'));
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const snapshots = this.make(this.module);
        if (!isSnapshots(snapshots) || !Object.keys(snapshots).length) throw new Error(`${PLUGIN}: ${this.module} made no snapshots`);
        // Each with only the styles its HTML uses: the page parses them before its first paint.
        const pruned = Object.fromEntries(Object.entries(snapshots).map(([key, s]) => [key, { ...s, css: pruneSnapshotCss(s.html, s.css) }]));
        compilation.emitAsset(SNAPSHOT_NAMES.file, new sources.RawSource(JSON.stringify(pruned)), { minimized: true });
      });
    });
  }
}

module.exports = { PageSnapshotsPlugin, SNAPSHOT_NAMES };
