import type { Registry } from '@portal/shared-contracts';
import { fetchRegistry } from './api';
import { registerRegistry } from './federation';
import { sharedLoads } from './sharedLoads';

const registries = sharedLoads(async (apiUrl: string): Promise<Registry> => {
  const registry = await fetchRegistry(apiUrl);
  registerRegistry(registry.remotes);
  return registry;
});

/**
 * The registry of this page load, fetched and registered with the Module Federation
 * runtime once however many callers ask (the page prefetch and the remotes saga). A
 * failed load is forgotten, so a Retry fetches it again.
 */
export function loadRegistry(apiUrl: string): Promise<Registry> {
  return registries.get(apiUrl);
}
