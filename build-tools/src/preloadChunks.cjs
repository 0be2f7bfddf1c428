// Preload hints for the chunks the host's first render needs, so the browser fetches them
// beside `main` instead of one level of the chain at a time (issue 19). The host's entry
// only starts `import('./bootstrap')` and `import('./remotes/prefetch')` (the async
// boundary Module Federation needs); without hints the browser learns of those chunks once
// main.js has run, and of the share scope's copies of react-dom, shared-ui, ... once those
// have run in turn: each level a round trip on a slow network.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadChunksPlugin';

/** A chunk group made by an `import()` in the app's own code. */
const fromImport = (group) => group.origins.some((o) => o.module?.type.startsWith('javascript/'));

/** The shared modules that made a chunk group: those it provides to the share scope, or those it is the fallback of. */
const originModules = (group, type) => group.origins.map((o) => o.module).filter((m) => m?.type === type);

/** A shared module's scope and key, as the share scope files it. */
const consumedKey = (module) => `${module.options.shareScope}:${module.options.shareKey}`;
function providedKey(module) {
  // ProvideSharedModule keeps them in fields @module-federation/enhanced has no getter for:
  // fail the build (and this plugin's test) if an upgrade moves them.
  if (typeof module._name !== 'string' || module._shareScope === undefined) throw new Error(`${PLUGIN}: cannot read the share key of ${module.identifier()}`);
  return `${module._shareScope}:${module._name}`;
}

/**
 * The chunks an entry's `import()`s need before their code runs: the chunks of each
 * `import()` the entry's modules make, and of the shared modules those chunks use, and so on.
 * A shared module is loaded through the share scope (Module Federation resolves a chunk's
 * shared modules before the chunk runs), so it comes from the chunks of the app's own copy
 * as the scope registers it (the entry's "provide" groups), which may be other files than
 * the consumer's fallback group; the fallback counts only for a module the app does not
 * provide. Lazy `import()`s inside them (pages, the identity SDK, the signed-in chrome) are
 * left out, as are the chunks the entry itself loads.
 * @param {import('webpack').Entrypoint} entrypoint
 * @returns {import('webpack').Chunk[]}
 */
function firstRenderChunks(entrypoint) {
  const provided = new Map();
  for (const group of entrypoint.getChildren()) {
    for (const module of originModules(group, 'provide-module')) provided.set(providedKey(module), group);
  }
  const groups = entrypoint.getChildren().filter(fromImport);
  const seen = new Set(groups);
  for (let i = 0; i < groups.length; i += 1) {
    for (const child of groups[i].getChildren()) {
      for (const consumer of originModules(child, 'consume-shared-module')) {
        const group = provided.get(consumedKey(consumer)) ?? child;
        if (!seen.has(group)) {
          seen.add(group);
          groups.push(group);
        }
      }
    }
  }
  const initial = new Set(entrypoint.chunks);
  const chunks = new Set();
  for (const group of groups) for (const chunk of group.chunks) if (!initial.has(chunk)) chunks.add(chunk);
  return [...chunks];
}

/** The JavaScript files of `chunks`, each once, in order. */
function scriptFiles(chunks) {
  return [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
}

/**
 * Adds `<link rel="preload" as="script" fetchpriority="low">` for the first render's chunks
 * to the page HtmlWebpackPlugin writes, after the entry's own script. Low priority, as webpack
 * itself fetches them: at the default (high) priority they take the bandwidth the entry's
 * script and the page's data need first (measured slower on Lighthouse's slow 4G). The
 * chunks are classic scripts from the page's own origin, loaded by webpack without
 * `crossorigin`, so the hints carry none either (a mismatch would fetch each file twice).
 */
class PreloadChunksPlugin {
  /** @param {{ entry?: string }} [options] the entry whose `import()`s are preloaded (default `main`) */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return data;
        const links = scriptFiles(firstRenderChunks(entrypoint)).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}`, fetchpriority: 'low' }, undefined, { plugin: PLUGIN }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin, firstRenderChunks };
