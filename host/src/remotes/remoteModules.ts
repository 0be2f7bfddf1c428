import {
  REGISTRY_MESSAGES,
  isCompatibleContract,
  remoteManifestSchema,
  type RemoteAppModule,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts';

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

/** A remote's `./app` module, checked to carry single-spa's lifecycles. */
export function appOf(name: RemoteName, mod: Partial<RemoteAppModule>): RemoteAppModule {
  if (typeof mod.mount !== 'function' || typeof mod.unmount !== 'function' || typeof mod.bootstrap !== 'function') {
    throw new Error(`${name} ./app does not export single-spa lifecycles`);
  }
  return mod as RemoteAppModule;
}
