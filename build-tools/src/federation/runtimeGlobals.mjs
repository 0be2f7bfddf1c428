// One federation runtime per page (docs/adr/041, 062): the host's container runs the
// runtime core and the webpack bundler runtime, and puts them where every remote entry
// reads them instead of carrying its own copy.

/** The global @module-federation's `externalRuntime` reads the runtime core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The global the remotes' entries read the bundler runtime's functions from. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
