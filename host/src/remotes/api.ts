import { REGISTRY_PATH, registrySchema, type Registry } from '@portal/shared-contracts';

/**
 * Reads the run-time remote registry from the api. The api serves it `no-cache`, so a
 * change applies on the next page load; the page preloads it (credentials mode `cors`
 * like this request, so the preload is reused).
 */
export async function fetchRegistry(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl(`${apiUrl}${REGISTRY_PATH}`, { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return registrySchema.parse(await response.json());
}
