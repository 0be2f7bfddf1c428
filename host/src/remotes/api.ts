import {
  REGISTRY_PATH,
  registryEntryResponseSchema,
  registryPaths,
  registrySchema,
  type Registry,
  type RegistryEntry,
  type RemoteName,
} from '@portal/shared-contracts/core';
// The light entry (no React, no antd): the page prefetch reads the registry while the
// shell's chunks are still on the way (docs/adr/006-first-paint.md).
import { AS_PRELOADED, createHttpClient } from '@portal/shared-ui/http';

/**
 * Reads the run-time remote registry from the api: one answer for everyone, each entry
 * with its canary if it has one (the caller picks with servedEntry for its bucket). The
 * api serves it `no-cache`. The page preloads it: this request is made as that preload is
 * (AS_PRELOADED, no query), so the browser reuses the preloaded answer instead of asking again.
 */
export async function fetchRegistry(apiUrl: string, fetchImpl?: typeof fetch): Promise<Registry> {
  const http = createHttpClient({ apiUrl, getIdToken: async () => null, fetch: fetchImpl });
  return http.get(REGISTRY_PATH, registrySchema, AS_PRELOADED);
}

/** Reads one remote's current entry, with its canary if any (the re-read on navigation and after a stale deploy). */
export async function fetchRegistryEntry(apiUrl: string, name: RemoteName, fetchImpl?: typeof fetch): Promise<RegistryEntry> {
  const http = createHttpClient({ apiUrl, getIdToken: async () => null, fetch: fetchImpl });
  const answer = await http.get(registryPaths.entry(name), registryEntryResponseSchema, AS_PRELOADED);
  return answer.result;
}
