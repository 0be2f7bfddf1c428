import {
  REGISTRY_MESSAGES,
  isCompatibleContract,
  remoteManifestSchema,
  type RegistryEntry,
  type RemoteAppModule,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts/core';

/*
 * What a remote's exposed modules must be, however they arrive: through the Module
 * Federation runtime (./federation) or compiled into the host (./federation.monolith,
 * docs/adr/039).
 */

/** How long a remote may take to answer before its area shows the error panel. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/**
 * A remote built against contracts of another major version than the host's: it is not
 * registered with the Module Federation runtime and nothing of it loads; its routes show
 * the "needs an update" panel (docs/adr/037).
 */
export class ContractRefusedError extends Error {
  override readonly name = 'ContractRefusedError';
  constructor(
    readonly remote: RemoteName,
    readonly builtWith: string,
  ) {
    super(REGISTRY_MESSAGES.contractIncompatible(remote, builtWith));
  }
}

/** Thrown when a remote does not answer within REMOTE_LOAD_TIMEOUT_MS. */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

/** A remote's `./manifest` module, validated: its own name and a contract this host accepts. */
export function manifestOf(name: RemoteName, mod: { manifest?: unknown; default?: unknown }): RemoteManifest {
  const manifest = remoteManifestSchema.parse(mod.manifest ?? mod.default);
  if (manifest.name !== name) throw new Error(`${name} answered with the manifest of ${manifest.name}`);
  if (!isCompatibleContract(manifest.contractVersion)) throw new ContractRefusedError(name, manifest.contractVersion);
  return manifest;
}

/** A remote's `./manifest` module: the manifest, validated, and its page preload if it has one (docs/adr/049). */
export interface LoadedManifest {
  readonly manifest: RemoteManifest;
  readonly preload: ((pathname: string) => void) | null;
}

export function loadedManifestOf(name: RemoteName, mod: { manifest?: unknown; default?: unknown; preload?: unknown }): LoadedManifest {
  const manifest = manifestOf(name, mod);
  return { manifest, preload: typeof mod.preload === 'function' ? (mod.preload as (pathname: string) => void) : null };
}

/** A remote's `./app` module, checked to carry single-spa's lifecycles. */
export function appOf(name: RemoteName, mod: Partial<RemoteAppModule>): RemoteAppModule {
  if (typeof mod.mount !== 'function' || typeof mod.unmount !== 'function' || typeof mod.bootstrap !== 'function') {
    throw new Error(`${name} ./app does not export single-spa lifecycles`);
  }
  return mod as RemoteAppModule;
}

/**
 * The registry's entries the host accepted, and those refused for their contract major (an
 * entry that names no contract version, a hand-edited one, is accepted: its manifest is
 * checked). Both loaders keep one.
 */
export function entryBook() {
  const accepted = new Map<RemoteName, RegistryEntry>();
  const refused = new Map<RemoteName, RegistryEntry>();
  return {
    /** Records an entry; false when it is refused for its contract version. */
    accept(entry: RegistryEntry): boolean {
      if (entry.contractVersion !== undefined && !isCompatibleContract(entry.contractVersion)) {
        accepted.delete(entry.name);
        refused.set(entry.name, entry);
        return false;
      }
      refused.delete(entry.name);
      accepted.set(entry.name, entry);
      return true;
    },
    /** The accepted entry of a remote, if any. */
    accepted: (name: RemoteName): RegistryEntry | undefined => accepted.get(name),
    /** The entry the host loads a remote from (or refused), if the registry named it. */
    entryOf: (name: RemoteName): RegistryEntry | null => accepted.get(name) ?? refused.get(name) ?? null,
    /** Why the host will not load a remote (its contract version), or null. */
    refusal(name: RemoteName): ContractRefusedError | null {
      const entry = refused.get(name);
      return entry?.contractVersion ? new ContractRefusedError(name, entry.contractVersion) : null;
    },
  };
}
