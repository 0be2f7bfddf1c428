// The host's build-time antd style sheets (docs/adr/046): the light and widgets entries' antd
// styles, and the forms and data entries' ones for pages opened with a stored session, made by
// @portal/shared-ui's staticStyleSheet.tsx under production's settings, emitted as hashed .css
// files. The page preloads the first and names the second. antd's style engine reads the
// last sheet's cache-path map at its first render and takes those styles from the files
// instead of computing and inserting them.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources, util } = require('webpack');
const { runBuildTimeExport } = require('./buildTimeExport.cjs');

const PLUGIN = 'AntdStyleSheetPlugin';

/**
 * Renders the sheets in a child Node (TypeScript through tsx, React's server renderer).
 * @param {string} module the absolute path of the module whose `antdStyleSheets()` makes them
 * @returns {{ base: string, signedIn: string }}
 */
const makeSheets = (module) => runBuildTimeExport(module, 'antdStyleSheets');

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

/**
 * The attribute of that preload naming the forms and data entries' sheet: the host's entry
 * preloads it too when the browser holds a session (host/src/antdSheetHint.ts), as the
 * areas' pages are behind sign-in. Its map lists both sheets' styles.
 */
const SIGNED_IN_ATTRIBUTE = 'data-antd-style-sheet-signed-in';

class AntdStyleSheetPlugin {
  /**
   * @param {{ module: string, make?: (module: string) => { base: string, signedIn: string } }} opts
   *   `module`: the absolute path of @portal/shared-ui's `static-style-sheet` entry, as the app resolves it
   */
  constructor(opts) {
    this.module = opts.module;
    this.make = opts.make ?? makeSheets;
  }

  apply(compiler) {
    let files = null;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const sheets = this.make(this.module);
        const emit = (name, css) => {
          if (!css?.includes('data-ant-cssinjs-cache-path')) throw new Error(`${PLUGIN}: the ${name} sheet has no cache-path map`);
          const file = `${name}.${util.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          // `minimized`: antd's output is compact already, and webpack's CSS minifier breaks
          // it (it drops the space before a `-` in calc(), which makes the value invalid).
          compilation.emitAsset(file, new sources.RawSource(css), { minimized: true });
          return file;
        };
        files = { base: emit('antd', sheets.base), signedIn: emit('antd-signed-in', sheets.signedIn) };
      });
      // The sheets are made, not compiled: a source map of one would map it to itself.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, () => {
        for (const file of files ? Object.values(files) : []) if (compilation.getAsset(`${file}.map`)) compilation.deleteAsset(`${file}.map`);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        if (files)
          data.assetTags.styles.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'style',
              href: `/${files.base}`,
              [ATTRIBUTE]: true,
              [SIGNED_IN_ATTRIBUTE]: `/${files.signedIn}`,
              fetchpriority: 'low',
            }),
          );
        return data;
      });
    });
  }
}

module.exports = { AntdStyleSheetPlugin, ATTRIBUTE, SIGNED_IN_ATTRIBUTE };
