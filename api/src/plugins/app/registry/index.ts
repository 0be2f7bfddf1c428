import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import type { RegistryAction } from '../../../contracts';
import type { AuthHook } from '../identity/auth/authenticate';
import { deployAccess, deployTokenOf } from './deploy-access';
import { defaultRegistry, fileRegistrySource, staticRegistrySource, type RegistrySource } from './registry-source';
import { releaseService, type ReleaseService } from './release-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's registry file (REGISTRY_FILE), null without one (docs/registry.md). */
    registryFile: RegistrySource | null;
    /** The built-in local defaults: the entry of a remote neither the file nor the store serves. */
    defaultRegistry: RegistrySource;
    /** Published builds of the remotes, their release and load telemetry (docs/adr/036). */
    releases: ReleaseService;
    /** onRequest hook of the release routes: the deploy token or an admin; `action` audits a customer's refused write. */
    deployAccess: (action: RegistryAction | null) => AuthHook;
  }
}

export interface RegistryPluginOptions {
  config: Pick<AppConfig, 'registryFile' | 'remoteVersion'>;
}

/** The registry's sources, picked once at start: the configured file (if any) and the local defaults. */
export const registryPlugin = fp<RegistryPluginOptions>(
  async function registry(app: FastifyInstance, opts: RegistryPluginOptions): Promise<void> {
    const { registryFile, remoteVersion } = opts.config;
    app.log.info({ registryFile }, registryFile ? 'registry file overrides the remotes it lists' : 'no registry file: remotes from the store or the defaults');
    app.decorate('registryFile', registryFile ? fileRegistrySource(registryFile, app.log) : null);
    app.decorate('defaultRegistry', staticRegistrySource(defaultRegistry(remoteVersion)));
  },
  { name: 'registry' },
);

export interface RemoteReleasesPluginOptions {
  config: Pick<AppConfig, 'deployToken' | 'dataDir' | 'databaseUrl' | 'publicUrl' | 'remoteStorePublicUrl'>;
}

/** The remote release store: needs the database, the object store and the identity hooks. */
export const remoteReleasesPlugin = fp<RemoteReleasesPluginOptions>(
  async function remoteReleases(app: FastifyInstance, opts: RemoteReleasesPluginOptions): Promise<void> {
    const { config } = opts;
    const service = releaseService({ db: app.db, storage: app.storage, clock: app.clock, publicUrl: config.publicUrl, storePublicUrl: config.remoteStorePublicUrl });
    const { token, source } = await deployTokenOf(config);
    if (source.kind === 'file') app.log.info({ deployTokenFile: source.path }, 'deploy token for releasing remotes');
    else if (source.kind === 'none') app.log.warn('DEPLOY_TOKEN is unset: only admins can publish and release remotes (docs/registry.md)');
    else app.log.info({ deployToken: source.kind }, 'deploy token for releasing remotes');
    app.decorate('releases', service);
    app.decorate('deployAccess', (action: RegistryAction | null) =>
      deployAccess({ token, requireAdmin: app.requireAdmin, refused: (...args) => service.refused(...args) }, action),
    );
  },
  { name: 'remote-releases', dependencies: ['db', 'clock', 'storage', 'identity'] },
);

export { defaultRegistry, fileRegistrySource, staticRegistrySource, type RegistrySource } from './registry-source';
export { DEPLOY_TOKEN_ACTOR, DEPLOY_TOKEN_FILE, DEPLOY_TOKEN_HEADER, deployTokenOf } from './deploy-access';
export { buildChecksum, remoteFileContentType, remoteFileKey, REMOTE_LOAD_LIMITS, releaseService, type ReleaseService } from './release-service';
