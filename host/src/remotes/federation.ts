import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTAINER_NAMES,
  isCompatibleContract,
  remoteManifestSchema,
  type RegistryEntry,
  type RemoteAppModule,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts';
import { sharedLoads } from './sharedLoads';

/** How long a remote may take to answer before its area shows the error panel. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

const entries = new Map<RemoteName, RegistryEntry>();
/** The `./app` load in flight or done, per remote; a failure resets the container. */
const appLoads = sharedLoads(loadAppModule, resetRemote);
/** Likewise the `./manifest` load: the page prefetch and the remotes saga share it. */
const manifestLoads = sharedLoads(loadManifestModule, resetRemote);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), REMOTE_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Registers every remote of the registry with the Module Federation runtime. */
export function registerRegistry(list: readonly RegistryEntry[]): void {
  for (const entry of list) entries.set(entry.name, entry);
  registerRemotes(list.map((e) => ({ name: CONTAINER_NAMES[e.name], entry: e.entry })));
}

/** Forgets a remote's cached container so the next load fetches it again (Retry). */
export function resetRemote(name: RemoteName): void {
  appLoads.forget(name);
  manifestLoads.forget(name);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name: CONTAINER_NAMES[name], entry: entry.entry }], { force: true });
}

export function isRegistered(name: RemoteName): boolean {
  return entries.has(name);
}

async function load<T>(name: RemoteName, expose: string): Promise<T> {
  if (!entries.has(name)) throw new Error(`${name} is not in the remote registry`);
  const module = await withTimeout(loadRemote<T>(`${CONTAINER_NAMES[name]}/${expose}`), `Loading ${name}`);
  if (!module) throw new Error(`${name} did not provide ./${expose}`);
  return module;
}

/**
 * Loads and validates a remote's `./manifest` (one load per remote, shared like
 * `loadApp`'s). A remote built against another contract major is refused: its paths
 * show its error panel. Routes outside its areas are dropped by the route table.
 */
export function loadManifest(name: RemoteName): Promise<RemoteManifest> {
  return manifestLoads.get(name);
}

async function loadManifestModule(name: RemoteName): Promise<RemoteManifest> {
  const mod = await load<{ manifest?: unknown; default?: unknown }>(name, 'manifest');
  const manifest = remoteManifestSchema.parse(mod.manifest ?? mod.default);
  if (manifest.name !== name) throw new Error(`${name} answered with the manifest of ${manifest.name}`);
  if (!isCompatibleContract(manifest.contractVersion)) {
    throw new Error(`${name} was built against contracts ${manifest.contractVersion}, not compatible with this host`);
  }
  return manifest;
}

/**
 * Loads a remote's `./app` parcel lifecycles. Callers share one load per remote (the
 * page prefetch and the outlet); a failed load is forgotten and the remote's container
 * reset, so the next attempt starts from scratch instead of meeting the runtime's
 * half-finished state.
 */
export function loadApp(name: RemoteName): Promise<RemoteAppModule> {
  return appLoads.get(name);
}

async function loadAppModule(name: RemoteName): Promise<RemoteAppModule> {
  const mod = await load<Partial<RemoteAppModule>>(name, 'app');
  if (typeof mod.mount !== 'function' || typeof mod.unmount !== 'function' || typeof mod.bootstrap !== 'function') {
    throw new Error(`${name} ./app does not export single-spa lifecycles`);
  }
  return mod as RemoteAppModule;
}
