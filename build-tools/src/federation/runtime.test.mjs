import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import * as packageEntry from '@module-federation/webpack-bundler-runtime';
import { provideBundlerRuntime } from './provideBundlerRuntime.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from './runtimeGlobals.mjs';

const require = createRequire(import.meta.url);
const { BUNDLER_RUNTIME_ENTRY } = require('../webpack.cjs');

// docs/adr/062: the remotes' entries run on the host's bundler runtime.
describe('the bundler runtime the host provides', () => {
  it("replaces the package's entry as the federation entry imports it (from @module-federation/enhanced's place)", () => {
    const enhanced = require.resolve('@module-federation/enhanced/webpack');
    // require.resolve answers the package's CommonJS build; the federation entry imports its ES one, named the same in .js.
    for (const entry of ['@module-federation/webpack-bundler-runtime/bundler', '@module-federation/webpack-bundler-runtime']) {
      assert.match(require.resolve(entry, { paths: [enhanced] }).replace(/\.cjs$/, '.js'), BUNDLER_RUNTIME_ENTRY, entry);
    }
    assert.doesNotMatch(require.resolve('@module-federation/runtime'), BUNDLER_RUNTIME_ENTRY);
  });

  it("holds every function of the package's bundler runtime, the package's own", () => {
    delete globalThis[BUNDLER_RUNTIME_GLOBAL];
    provideBundlerRuntime();
    const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
    assert.deepEqual(Object.keys(provided.bundlerRuntime).sort(), Object.keys(packageEntry.bundlerRuntime).sort());
    for (const [key, value] of Object.entries(packageEntry.bundlerRuntime)) {
      if (typeof value === 'function') assert.equal(provided.bundlerRuntime[key], value, key);
    }
    assert.equal(provided.attachShareScopeMap, packageEntry.attachShareScopeMap);
    assert.ok(Object.isFrozen(provided));
  });

  it('the first container to provide it keeps it', () => {
    const first = globalThis[BUNDLER_RUNTIME_GLOBAL];
    provideBundlerRuntime();
    assert.equal(globalThis[BUNDLER_RUNTIME_GLOBAL], first);
  });

  it("gives a remote the host's functions with its own runtime layer and options", async () => {
    const { default: remote } = await import('./bundlerRuntimeFromHost.mjs');
    assert.equal(remote.bundlerRuntime, globalThis[BUNDLER_RUNTIME_GLOBAL].bundlerRuntime);
    assert.equal(typeof remote.runtime.init, 'function');
    assert.deepEqual(remote.bundlerRuntimeOptions, {});
    assert.equal(remote.instance, undefined);
  });

  it('a remote loaded without a host that provides it fails with a reason', async () => {
    delete globalThis[BUNDLER_RUNTIME_GLOBAL];
    await assert.rejects(import('./bundlerRuntimeFromHost.mjs?without-host'), /needs a host that provides the federation bundler runtime/);
  });
});
