import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTAINER_NAMES,
  type RegistryEntry,
  type RemoteAppModule,
  type RemoteLoadFailure,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts/core';
import { ContractRefusedError, REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError, appOf, entryBook, loadedManifestOf, type LoadedManifest } from './remoteModules';
import { sharedLoads } from './sharedLoads';

export { ContractRefusedError, REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError } from './remoteModules';

/** The registry's entries, accepted or refused for their contract. */
const book = entryBook();
/** The `./app` load in flight or done, per remote; a failure resets the container. */
const appLoads = sharedLoads(loadAppModule, resetRemote);
/** Likewise the `./manifest` load: the page prefetch and the remotes saga share it. */
const manifestLoads = sharedLoads(loadManifestModule, resetRemote);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} timed out`)), REMOTE_LOAD_TIMEOUT_MS);
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

/**
 * Registers every remote of the registry with the Module Federation runtime, except
 * those built against another contract major (ContractRefusedError).
 */
export function registerRegistry(list: readonly RegistryEntry[]): void {
  const accepted = list.filter((entry) => book.accept(entry));
  registerRemotes(accepted.map((e) => ({ name: CONTAINER_NAMES[e.name], entry: e.entry })));
}

/** The entry the host loads a remote from (or refused), if the registry named it. */
export function entryOf(name: RemoteName): RegistryEntry | null {
  return book.entryOf(name);
}

/**
 * Takes a newer read of one remote's entry (docs/adr/037). When its version or entry URL
 * changed, the remote's loads are forgotten and its container registered again (force),
 * so the next load fetches the new build; answers whether it changed.
 */
export function updateEntry(entry: RegistryEntry): boolean {
  const current = entryOf(entry.name);
  if (current && current.version === entry.version && current.entry === entry.entry && current.contractVersion === entry.contractVersion) return false;
  appLoads.forget(entry.name);
  manifestLoads.forget(entry.name);
  forgetLoadedChunks(entry.name);
  if (book.accept(entry)) registerRemotes([{ name: CONTAINER_NAMES[entry.name], entry: entry.entry }], { force: true });
  return true;
}

/**
 * Another version of a remote must not reuse the chunks this page loaded of the last one.
 * Webpack keeps a remote's loaded chunks in one global array (`webpackChunk<uniqueName>`,
 * uniqueName being the container name: build-tools/src/webpack.cjs), which a new container
 * runtime reads at start: with the same chunk ids (deterministic, so equal across versions)
 * it would take the old version's modules. The old app is unmounted by then.
 */
function forgetLoadedChunks(name: RemoteName): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${CONTAINER_NAMES[name]}`];
}

/** Why the host will not load a remote (its contract version), or null. */
export function refusal(name: RemoteName): ContractRefusedError | null {
  return book.refusal(name);
}

/** Forgets a remote's cached container so the next load fetches it again (Retry). */
export function resetRemote(name: RemoteName): void {
  appLoads.forget(name);
  manifestLoads.forget(name);
  const entry = book.accepted(name);
  if (entry) registerRemotes([{ name: CONTAINER_NAMES[name], entry: entry.entry }], { force: true });
}

export function isRegistered(name: RemoteName): boolean {
  return book.accepted(name) !== undefined;
}

async function load<T>(name: RemoteName, expose: string): Promise<T> {
  const refusedFor = refusal(name);
  if (refusedFor) throw refusedFor;
  if (!book.accepted(name)) throw new Error(`${name} is not in the remote registry`);
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
  return manifestLoads.get(name).then((loaded) => loaded.manifest);
}

/**
 * Starts downloading the page at `pathname` through the remote's `./manifest` module,
 * which needs only the contracts: the download runs beside the shared packages that
 * `./app` waits for, instead of after them (docs/adr/049). Settles when it has started;
 * a remote without a preload, or one refused or failing, is left to its `./app`.
 */
export function preloadPage(name: RemoteName, pathname: string): Promise<void> {
  return manifestLoads.get(name).then((loaded) => {
    loaded.preload?.(pathname);
  });
}

async function loadManifestModule(name: RemoteName): Promise<LoadedManifest> {
  return loadedManifestOf(name, await load<{ manifest?: unknown; default?: unknown; preload?: unknown }>(name, 'manifest'));
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
  return appOf(name, await load<Partial<RemoteAppModule>>(name, 'app'));
}

const text = (error: unknown): string => (error instanceof Error ? `${error.name} ${error.message}` : String(error));
/** The Module Federation runtime's "Failed to load script resources" / "Failed to get remoteEntry exports", and the bundler's chunk errors. */
const CHUNK_FAILURE = /ChunkLoadError|Loading (CSS )?chunk .* failed|RUNTIME-00[18]|Failed to load script resources|Failed to get remoteEntry exports/i;
/** The runtime's "Failed to get manifest" / "not a valid Module Federation manifest". */
const MANIFEST_FAILURE = /RUNTIME-0(03|07|13)|Failed to get manifest|Failed to get remote snapshot|not a valid Module Federation manifest/i;

/** The telemetry kind of a failed load (remoteLoadSchema.failure). */
export function loadFailureKind(error: unknown): RemoteLoadFailure {
  if (error instanceof ContractRefusedError) return 'contract';
  if (error instanceof RemoteTimeoutError) return 'timeout';
  if (MANIFEST_FAILURE.test(text(error))) return 'manifest';
  // Anything else that kept the code from arriving: a chunk, the remote entry, its exports.
  return 'chunk';
}

/**
 * A failure that a newer deploy explains: a chunk, script or manifest the registry's
 * entry pointed at is gone (a 404 after the remote moved on). The host then reads the
 * remote's entry again before showing its error panel.
 */
export function isStaleDeployError(error: unknown): boolean {
  const message = text(error);
  return CHUNK_FAILURE.test(message) || MANIFEST_FAILURE.test(message);
}
