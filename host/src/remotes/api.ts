import { REGISTRY_PATH, registrySchema, type Registry } from '@portal/shared-contracts';
// The light entry (no React, no antd): the page prefetch reads the registry while the
// shell's chunks are still on the way (docs/adr/006-first-paint.md).
import { createHttpClient } from '@portal/shared-ui/http';

/**
 * Reads the run-time remote registry from the api. The api serves it `no-cache`, so a
 * change applies on the next page load. The page preloads it: this request is made like
 * that preload (mode `cors`, credentials `same-origin`, no token or other header), so
 * the browser reuses the preloaded answer instead of asking again.
 */
export async function fetchRegistry(apiUrl: string, fetchImpl?: typeof fetch): Promise<Registry> {
  const http = createHttpClient({ apiUrl, getIdToken: async () => null, fetch: fetchImpl });
  return http.get(REGISTRY_PATH, registrySchema, { auth: false, init: { mode: 'cors', credentials: 'same-origin' } });
}
