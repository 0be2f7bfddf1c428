import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEMORY_STORAGE_DIR, type AppConfig } from '../../../config';
import { LocalObjectStorage } from './local-storage';
import { MemoryObjectStorage } from './memory-storage';
import type { ObjectStorage } from './object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object storage port (docs/adr/019): files under storage keys. */
    storage: ObjectStorage;
  }
}

const stores = new Map<string, ObjectStorage>();

/**
 * The object storage a config names: the local adapter on STORAGE_DIR, or the in-memory
 * one for `memory://`. One instance per folder in a process, so the app and the seed
 * (which gets only the config) share one store even when it lives in memory.
 */
export function objectStorageFor(config: Pick<AppConfig, 'storageDir'>): ObjectStorage {
  let store = stores.get(config.storageDir);
  if (!store) {
    store = config.storageDir === MEMORY_STORAGE_DIR ? new MemoryObjectStorage() : new LocalObjectStorage(config.storageDir);
    stores.set(config.storageDir, store);
  }
  return store;
}

export interface StoragePluginOptions {
  config: Pick<AppConfig, 'storageDir'>;
  /** Use this store instead of the configured one (tests). */
  storage?: ObjectStorage;
}

export const storagePlugin = fp<StoragePluginOptions>(
  async function storage(app: FastifyInstance, opts: StoragePluginOptions): Promise<void> {
    const store = opts.storage ?? objectStorageFor(opts.config);
    app.log.info({ storageDir: opts.config.storageDir }, 'object storage');
    app.decorate('storage', store);
  },
  { name: 'storage' },
);

export { InvalidStorageKeyError, assertStorageKey, isStorageKey, storageKeyProblem, storageVisibility, type StorageVisibility } from './keys';
export { LocalObjectStorage } from './local-storage';
export { MemoryObjectStorage } from './memory-storage';
export {
  InvalidObjectMetadataError,
  contentTypeForKey,
  readObject,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';
