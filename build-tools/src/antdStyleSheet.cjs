// The host's build-time antd style sheet (docs/adr/046): the light and widgets entries' antd styles,
// made by @portal/shared-ui's staticStyleSheet.tsx under production's settings, emitted as a
// hashed .css file and preloaded by the page. antd's style engine reads the sheet's
// cache-path map at its first render and takes those styles from the file instead of
// computing and inserting them.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources, util } = require('webpack');

const PLUGIN = 'AntdStyleSheetPlugin';

/**
 * Renders the sheet in a child Node (TypeScript through tsx, React's server renderer).
 * @param {string} module the absolute path of the module whose `antdStyleSheet()` makes it
 */
function makeSheet(module) {
  const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write((m.antdStyleSheet ?? m.default.antdStyleSheet)()))`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=commonjs', '-e', script], {
    cwd: path.dirname(module),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * The page only preloads the sheet, marked with this attribute: the host's bootstrap puts
 * it in the page as antd's engine needs it (first of the styles, in a `<style>` marked
 * the way antd marks its own) and holds the first render until it is loaded
 * (`adoptAntdStyleSheet` in @portal/shared-ui). A render-blocking sheet would delay the
 * page's first paint (the loading text) by a round trip. Low priority, like the first
 * render's script chunks (preloadChunks.cjs): a style sheet preload is otherwise fetched
 * at the highest priority, ahead of what the page needs to paint.
 */
const ATTRIBUTE = 'data-antd-style-sheet';

class AntdStyleSheetPlugin {
  /**
   * @param {{ module: string, make?: (module: string) => string }} opts `module`: the absolute
   *   path of @portal/shared-ui's `static-style-sheet` entry, as the app resolves it
   */
  constructor(opts) {
    this.module = opts.module;
    this.make = opts.make ?? makeSheet;
  }

  apply(compiler) {
    let file = null;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const css = this.make(this.module);
        if (!css.includes('data-ant-cssinjs-cache-path')) throw new Error(`${PLUGIN}: the sheet has no cache-path map`);
        const hash = util.createHash('sha256').update(css).digest('hex').slice(0, 8);
        file = `antd.${hash}.css`;
        compilation.emitAsset(file, new sources.RawSource(css));
      });
      // The sheet is made, not compiled: a source map of it would map it to itself.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, () => {
        if (file && compilation.getAsset(`${file}.map`)) compilation.deleteAsset(`${file}.map`);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        if (file) data.assetTags.styles.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'style', href: `/${file}`, [ATTRIBUTE]: true, fetchpriority: 'low' }));
        return data;
      });
    });
  }
}

module.exports = { AntdStyleSheetPlugin, ATTRIBUTE };
