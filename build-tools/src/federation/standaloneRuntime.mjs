// `federation-core.js`: what a remote's standalone page (no host) loads before its `main`,
// the runtime core and the bundler runtime the host would otherwise provide (docs/adr/041, 062).
import * as core from '@module-federation/runtime-tools/runtime-core';
import { provideBundlerRuntime } from './provideBundlerRuntime.mjs';
import { RUNTIME_CORE_GLOBAL } from './runtimeGlobals.mjs';

globalThis[RUNTIME_CORE_GLOBAL] ??= core;
provideBundlerRuntime();
