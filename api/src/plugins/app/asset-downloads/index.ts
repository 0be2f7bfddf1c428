import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ASSET_DOWNLOAD_CLEANUP_QUEUE,
  ASSET_DOWNLOAD_PACK_QUEUE,
  ASSET_DOWNLOAD_QUEUES,
  runAssetDownloadCleanup,
  runAssetDownloadPack,
  type AssetDownloadJobDeps,
  type CleanupJob,
  type PackJob,
} from './jobs';

export interface AssetDownloadsPluginOptions {
  /** The app's job seams: `workers: false` leaves the jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
}

/** Asset downloads of the videos library (docs/adr/028): the pack and cleanup queues and their workers. */
export const assetDownloadsPlugin = fp<AssetDownloadsPluginOptions>(
  async function assetDownloads(app: FastifyInstance, opts: AssetDownloadsPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of ASSET_DOWNLOAD_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    if (opts.jobs?.workers === false) return;
    const deps: AssetDownloadJobDeps = { db: app.db, storage: app.storage, jobs: app.jobs, now: () => app.clock.now(), log: app.log };
    await app.jobs.work<PackJob>(ASSET_DOWNLOAD_PACK_QUEUE, (data, job) => runAssetDownloadPack(deps, data, job));
    await app.jobs.work<CleanupJob>(ASSET_DOWNLOAD_CLEANUP_QUEUE, () => runAssetDownloadCleanup(deps));
  },
  { name: 'asset-downloads', dependencies: ['db', 'storage', 'jobs', 'clock'] },
);

export {
  ASSET_DOWNLOAD_CLEANUP_QUEUE,
  ASSET_DOWNLOAD_PACK_QUEUE,
  DownloadInputError,
  runAssetDownloadCleanup,
  runAssetDownloadPack,
  type AssetDownloadJobDeps,
  type PackJob,
} from './jobs';
export { assetDownloadService, downloadItems, downloadZipKey, type AssetDownloadService } from './asset-download-service';
export { assetDownloadRepository, type DownloadItem, type DownloadRecord } from './asset-download-repository';
export { storeZip, ZIP_CONTENT_TYPE, type ZipWriter } from './zip-store';
