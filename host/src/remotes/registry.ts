import { REGISTRY_ENTRY_TTL_MS, servedEntry, type Registry, type RegistryEntry, type RemoteName } from '@portal/shared-contracts/core';
import { readPortalConfig } from '../config';
import { fetchRegistry, fetchRegistryEntry } from './api';
import { registryBucket } from './bucket';
import { entryOf, registerRegistry, updateEntry } from './federation';
import { activeOverrides, applyOverrides, captureOverrides } from './overrides';
import { sharedLoads } from './sharedLoads';

/** When each remote's entry was last read from the api (Date.now()). */
const readAt = new Map<RemoteName, number>();
/** The entry re-read in flight per remote: callers at the same time share it. */
const rereads = new Map<RemoteName, Promise<EntryRead>>();

const bucket = (): string | null => registryBucket(readPortalConfig());

/** Origins this deployment takes a remote team's override from (docs/remote-teams.md). */
const overrideOrigins = (): readonly string[] => readPortalConfig().remoteOverrideOrigins ?? [];

const registries = sharedLoads(async (apiUrl: string): Promise<Registry> => {
  // A `?remote-override=` of this page is kept before the registry is read, so it applies at once.
  const overrides = captureOverrides(window.location.search, overrideOrigins());
  const fetched = await fetchRegistry(apiUrl);
  // Each remote's live version, or its canary for this user's bucket (docs/adr/037).
  const served: Registry = { remotes: fetched.remotes.map((entry) => servedEntry(entry, bucket())) };
  const registry = applyOverrides(served, overrides, overrideOrigins());
  registerRegistry(registry.remotes);
  const at = Date.now();
  for (const entry of registry.remotes) readAt.set(entry.name, at);
  return registry;
});

/**
 * The registry of this page load for the caller's bucket, fetched and registered with
 * the Module Federation runtime once however many callers ask (the page prefetch and the
 * remotes saga). A failed load is forgotten, so a Retry fetches it again.
 */
export function loadRegistry(apiUrl: string): Promise<Registry> {
  return registries.get(apiUrl);
}

/** True when the remote's entry was read more than REGISTRY_ENTRY_TTL_MS ago (never before the registry loaded). */
export function entryIsStale(name: RemoteName, now: number = Date.now()): boolean {
  const at = readAt.get(name);
  return at !== undefined && now - at > REGISTRY_ENTRY_TTL_MS;
}

export interface EntryRead {
  /** The entry in use after the read (the previous one when the read failed). */
  readonly entry: RegistryEntry | null;
  /** Its version or entry URL changed: the remote was registered again and must mount afresh. */
  readonly changed: boolean;
}

/**
 * Reads one remote's entry again when its copy is older than the TTL, or always with
 * `force` (a load that failed as a stale deploy would). A change re-registers the remote
 * (federation.updateEntry); a failed read keeps the current version (docs/adr/037).
 */
export function refreshEntry(apiUrl: string, name: RemoteName, { force = false }: { force?: boolean } = {}): Promise<EntryRead> {
  // An overridden remote stays on the team's own build: the registry's entry does not apply.
  if ((!force && !entryIsStale(name)) || activeOverrides(overrideOrigins())[name]) return Promise.resolve({ entry: entryOf(name), changed: false });
  const pending = rereads.get(name);
  if (pending) return pending;
  const read = fetchRegistryEntry(apiUrl, name)
    .then((fetched) => {
      readAt.set(name, Date.now());
      const entry = servedEntry(fetched, bucket());
      return { entry, changed: updateEntry(entry) };
    })
    .catch(() => ({ entry: entryOf(name), changed: false }))
    .finally(() => rereads.delete(name));
  rereads.set(name, read);
  return read;
}
