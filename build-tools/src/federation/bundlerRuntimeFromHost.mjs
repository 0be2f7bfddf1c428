// A remote's federation entry imports this instead of @module-federation/webpack-bundler-runtime
// (docs/adr/062): the functions come from the host's copy, the state stays this container's.
// The runtime layer (`@module-federation/runtime`) stays the remote's own: it keeps the
// container's instance and build id in module state, which must not be the host's.
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './runtimeGlobals.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) throw new Error('This remote needs a host that provides the federation bundler runtime (docs/adr/062).');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
