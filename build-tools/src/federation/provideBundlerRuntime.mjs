// The bundler runtime's functions, each from its own module: the package's entry leaves out
// what the building container does not use (the host, which exposes nothing, has no
// `initContainerEntry`), and a remote's entry needs them all. They are the same modules the
// host's federation entry imports, so the page holds one copy.
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';
import { BUNDLER_RUNTIME_GLOBAL } from './runtimeGlobals.mjs';

/**
 * Puts the bundler runtime on the page for the remotes' entries (the first container to
 * provide it wins). Its functions are stateless: each call takes the calling container's
 * `__webpack_require__`, whose `federation` object holds that container's state.
 */
export function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= Object.freeze({
    // The keys of the package's `bundlerRuntime` (its dist/index.js), which the entries' webpack runtime calls.
    bundlerRuntime: { remotes, consumes, I: initializeSharing, S: {}, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter },
    attachShareScopeMap,
  });
}
