import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { defaultRegistry, fileRegistrySource, staticRegistrySource, type RegistrySource } from './registry-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** The run-time remote registry served at REGISTRY_PATH. */
    registry: RegistrySource;
  }
}

export interface RegistryPluginOptions {
  config: Pick<AppConfig, 'registryFile' | 'remoteVersion'>;
}

/** Picks the registry's source once, at start: the configured file, or the local defaults. */
export const registryPlugin = fp<RegistryPluginOptions>(
  async function registry(app: FastifyInstance, opts: RegistryPluginOptions): Promise<void> {
    const { registryFile, remoteVersion } = opts.config;
    const source = registryFile
      ? fileRegistrySource(registryFile, app.log)
      : staticRegistrySource(defaultRegistry(remoteVersion));
    app.log.info({ registryFile }, registryFile ? 'registry from file' : 'registry from defaults');
    app.decorate('registry', source);
  },
  { name: 'registry' },
);

export { defaultRegistry, fileRegistrySource, staticRegistrySource, type RegistrySource } from './registry-source';
