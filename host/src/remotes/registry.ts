import type { Registry } from '@portal/shared-contracts';
import { fetchRegistry } from './api';
import { registerRegistry } from './federation';

let current: Promise<Registry> | null = null;

/**
 * The registry of this page load, fetched and registered with the Module Federation
 * runtime once however many callers ask (the page prefetch and the remotes saga). A
 * failed load is forgotten, so a Retry fetches it again.
 */
export function loadRegistry(apiUrl: string): Promise<Registry> {
  if (current) return current;
  const attempt = fetchRegistry(apiUrl).then((registry) => {
    registerRegistry(registry.remotes);
    return registry;
  });
  current = attempt;
  attempt.catch(() => {
    if (current === attempt) current = null;
  });
  return attempt;
}
