import { REGISTRY_PATH, registrySchema, type Registry } from '@portal/shared-contracts';

/** Reads the run-time remote registry from the api (no caching: changes apply on the next load). */
export async function fetchRegistry(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl(`${apiUrl}${REGISTRY_PATH}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return registrySchema.parse(await response.json());
}
