// The host's runtime plugin that provides the bundler runtime to the remotes' entries
// (docs/adr/062), named by path in the host's `runtimePlugins`. It runs as the host's
// container starts, before any remote entry loads.
import { provideBundlerRuntime } from './provideBundlerRuntime.mjs';

export default function provideBundlerRuntimePlugin() {
  provideBundlerRuntime();
  return { name: 'provide-bundler-runtime-plugin' };
}
