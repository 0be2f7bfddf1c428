// The monolith build's stand-in for ./federation (docs/adr/039): every remote's `./app` and
// `./manifest` is a lazy chunk of the host's own bundle, imported from the remote's source,
// so no remote entry is fetched and the shared packages are ordinary modules. Measurement
// only (`npm run build:monolith`); build-tools/src/monolith/webpack.monolith.cjs swaps this
// module in for ./federation, whose exports it mirrors.
import {
  type RegistryEntry,
  type RemoteAppModule,
  type RemoteLoadFailure,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts/core';
import { ContractRefusedError, RemoteTimeoutError, appOf, entryBook, loadedManifestOf, type LoadedManifest } from './remoteModules';
import { sharedLoads } from './sharedLoads';

export { ContractRefusedError, REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError } from './remoteModules';

type Exposed = Record<string, unknown>;

/** Each remote's exposed modules, by the paths its webpack config exposes them from. */
const SOURCES: Readonly<Record<RemoteName, { app: () => Promise<Exposed>; manifest: () => Promise<Exposed> }>> = {
  'mfe-account': {
    app: () => import(/* webpackChunkName: "mfe-account-app" */ 'monolith-remote/mfe-account/src/app'),
    manifest: () => import(/* webpackChunkName: "mfe-account-manifest" */ 'monolith-remote/mfe-account/src/manifest'),
  },
  'mfe-storyboards': {
    app: () => import(/* webpackChunkName: "mfe-storyboards-app" */ 'monolith-remote/mfe-storyboards/src/app'),
    manifest: () => import(/* webpackChunkName: "mfe-storyboards-manifest" */ 'monolith-remote/mfe-storyboards/src/manifest'),
  },
  'mfe-deepstory': {
    app: () => import(/* webpackChunkName: "mfe-deepstory-app" */ 'monolith-remote/mfe-deepstory/src/app'),
    manifest: () => import(/* webpackChunkName: "mfe-deepstory-manifest" */ 'monolith-remote/mfe-deepstory/src/manifest'),
  },
  'mfe-admin': {
    app: () => import(/* webpackChunkName: "mfe-admin-app" */ 'monolith-remote/mfe-admin/src/app'),
    manifest: () => import(/* webpackChunkName: "mfe-admin-manifest" */ 'monolith-remote/mfe-admin/src/manifest'),
  },
  'mfe-insights': {
    app: () => import(/* webpackChunkName: "mfe-insights-app" */ 'monolith-remote/mfe-insights/src/app'),
    manifest: () => import(/* webpackChunkName: "mfe-insights-manifest" */ 'monolith-remote/mfe-insights/src/manifest'),
  },
};

/** The registry's entries, accepted or refused for their contract. */
const book = entryBook();
const appLoads = sharedLoads(loadAppModule, resetRemote);
const manifestLoads = sharedLoads(loadManifestModule, resetRemote);

/** The registry still says which remotes the page has; their entry URLs are not used. */
export function registerRegistry(list: readonly RegistryEntry[]): void {
  for (const entry of list) book.accept(entry);
}

export function entryOf(name: RemoteName): RegistryEntry | null {
  return book.entryOf(name);
}

/** A newer entry is recorded, but the code is the bundle's: it never changes (versions ignored). */
export function updateEntry(entry: RegistryEntry): boolean {
  book.accept(entry);
  return false;
}

export function refusal(name: RemoteName): ContractRefusedError | null {
  return book.refusal(name);
}

export function resetRemote(name: RemoteName): void {
  appLoads.forget(name);
  manifestLoads.forget(name);
}

export function isRegistered(name: RemoteName): boolean {
  return book.accepted(name) !== undefined;
}

async function load(name: RemoteName, expose: 'app' | 'manifest'): Promise<Exposed> {
  const refusedFor = refusal(name);
  if (refusedFor) throw refusedFor;
  if (!book.accepted(name)) throw new Error(`${name} is not in the remote registry`);
  return SOURCES[name][expose]();
}

export function loadManifest(name: RemoteName): Promise<RemoteManifest> {
  return manifestLoads.get(name).then((loaded) => loaded.manifest);
}

export function preloadPage(name: RemoteName, pathname: string): Promise<void> {
  return manifestLoads.get(name).then((loaded) => {
    loaded.preload?.(pathname);
  });
}

async function loadManifestModule(name: RemoteName): Promise<LoadedManifest> {
  return loadedManifestOf(name, await load(name, 'manifest'));
}

export function loadApp(name: RemoteName): Promise<RemoteAppModule> {
  return appLoads.get(name);
}

async function loadAppModule(name: RemoteName): Promise<RemoteAppModule> {
  return appOf(name, await load(name, 'app'));
}

const CHUNK_FAILURE = /ChunkLoadError|Loading (CSS )?chunk .* failed/i;

export function loadFailureKind(error: unknown): RemoteLoadFailure {
  if (error instanceof ContractRefusedError) return 'contract';
  if (error instanceof RemoteTimeoutError) return 'timeout';
  return 'chunk';
}

/** One origin and one build: a missing chunk means the page is older than the deploy. */
export function isStaleDeployError(error: unknown): boolean {
  return CHUNK_FAILURE.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));
}
