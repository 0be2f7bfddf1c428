import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEMORY_STORAGE_DIR, type AppConfig } from '../../../config';
import { LocalObjectStorage } from './local-storage';
import { MemoryObjectStorage } from './memory-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-storage';
import { StorageUrlSigner, StorageUrls } from './signed-urls';
import { storageSigningKey } from './signing-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object storage port (docs/adr/019): files under storage keys. */
    storage: ObjectStorage;
    /** Signed URLs to upload to and read from the store without a token (docs/adr/023). */
    storageUrls: StorageUrls;
  }
}

const stores = new Map<string, ObjectStorage>();

/**
 * The object storage a config names: the S3 bucket when S3_BUCKET is set, else the local
 * adapter on STORAGE_DIR, or the in-memory one for `memory://`. One instance per bucket or
 * folder in a process, so the app and the seed (which gets only the config) share one
 * store even when it lives in memory.
 */
export function objectStorageFor(config: Pick<AppConfig, 'storageDir' | 's3'>): ObjectStorage {
  const { s3 } = config;
  const name = s3 ? `s3:${s3.endpoint ?? 'aws'}/${s3.region}/${s3.bucket}` : config.storageDir;
  let store = stores.get(name);
  if (!store) {
    if (s3) store = new S3ObjectStorage(s3);
    else store = config.storageDir === MEMORY_STORAGE_DIR ? new MemoryObjectStorage() : new LocalObjectStorage(config.storageDir);
    stores.set(name, store);
  }
  return store;
}

export interface StoragePluginOptions {
  config: Pick<AppConfig, 'storageDir' | 's3' | 'storageSigningSecret' | 'publicUrl'>;
  /** Use this store instead of the configured one (tests). */
  storage?: ObjectStorage;
}

export const storagePlugin = fp<StoragePluginOptions>(
  async function storage(app: FastifyInstance, opts: StoragePluginOptions): Promise<void> {
    const { config } = opts;
    const store = opts.storage ?? objectStorageFor(config);
    const { key, source } = await storageSigningKey(config);
    app.log.info({ storageDir: config.storageDir, bucket: store.bucket, signingKey: source }, 'object storage');
    if (config.s3 && source !== 'setting') {
      app.log.warn('STORAGE_SIGNING_SECRET is unset: with several api processes in front of one bucket, set it to the same value on each (docs/adr/023)');
    }
    app.decorate('storage', store);
    app.decorate('storageUrls', new StorageUrls(new StorageUrlSigner(key, config.publicUrl), store, app.clock));
  },
  { name: 'storage', dependencies: ['clock'] },
);

export { InvalidStorageKeyError, assertStorageKey, isStorageKey, storageKeyProblem, storageVisibility, type StorageVisibility } from './keys';
export { LOCAL_BUCKET, LocalObjectStorage } from './local-storage';
export { MemoryObjectStorage } from './memory-storage';
export { S3ObjectStorage } from './s3-storage';
export { SIGNED_PLAYLIST_PATH, SIGNED_STORAGE_PATH, StorageUrlSigner, attachmentDisposition, StorageUrls, type SignedUpload, type SignedView, type StorageGrant } from './signed-urls';
export {
  assertStoragePrefix,
  InvalidObjectMetadataError,
  ObjectSizeMismatchError,
  boundedBody,
  contentTypeForKey,
  readObject,
  type ByteRange,
  type ListOptions,
  type ObjectBody,
  type ObjectInfo,
  type ObjectPresigner,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';
