import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db';
import {
  ASSET_DOWNLOAD,
  ASSET_DOWNLOAD_ERROR_CODES,
  ASSET_DOWNLOAD_LIMITS,
  ASSET_DOWNLOAD_STATUSES,
  ASSET_STORAGE_PREFIXES,
  LIBRARY_ERROR_CODES,
  SIGNED_URL_TTL_SECONDS,
  assetDownloadFileName,
  fitFileName,
  subtitleDownloadFileName,
  uniqueFileNames,
  type AssetDownload,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { customerIdentity } from '../storage/access';
import { assertStorageKey } from '../storage/keys';
import type { StorageUrls } from '../storage/signed-urls';
import { UPLOAD_ERROR_CODES } from '../storage/uploads';
import { assetDownloadRepository, type DownloadItem, type DownloadRecord, type DownloadableAsset } from './asset-download-repository';
import { ASSET_DOWNLOAD_CLEANUP_QUEUE, ASSET_DOWNLOAD_PACK_QUEUE, type CleanupJob, type PackJob } from './jobs';

export interface AssetDownloadServiceDeps {
  readonly db: Db;
  readonly jobs: JobQueue;
  readonly storageUrls: StorageUrls;
  /** Now, in ms (the app's clock). */
  readonly now: () => number;
}

const KEEP_MS = ASSET_DOWNLOAD_LIMITS.KEEP_HOURS * 60 * 60 * 1000;

/** `private/{identity}/downloads/{yyyy}/{mm}/{dd}/{random id}/asset.zip`, the date in UTC (the shape of upload keys). */
export function downloadZipKey(identity: string, at: Date, id: string = randomBytes(12).toString('base64url')): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '/');
  return assertStorageKey(`${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/downloads/${day}/${id}/${ASSET_DOWNLOAD.ZIP_NAME}`);
}

/** Each asset's zip entry (001 §7's name, cut to fit) and its subtitle's beside it, all names unique. */
export function downloadItems(assets: readonly DownloadableAsset[]): Omit<DownloadItem, 'position'>[] {
  const names = uniqueFileNames(
    assets.flatMap((a) => [
      fitFileName(assetDownloadFileName(a)),
      ...(a.subtitleAssetId ? [fitFileName(subtitleDownloadFileName(a, a.subtitleAssetId))] : []),
    ]),
  );
  let next = 0;
  return assets.map((a) => {
    const entryName = names[next++] as string;
    const subtitleEntryName = a.subtitleAssetId ? (names[next++] as string) : null;
    return { assetId: a.assetId, entryName, subtitleAssetId: a.subtitleAssetId, subtitleEntryName };
  });
}

/**
 * Asset downloads of the videos library (001 §2 "Download", §7; docs/adr/028). The routes
 * have let the caller act on the path's customer (their own, or any for an admin) and
 * checked their plan shows the videos (viewVideoAssets).
 */
export function assetDownloadService(deps: AssetDownloadServiceDeps) {
  /** The assets in the order asked (repeats once): each the customer's own library asset, 404 or 403 else. */
  async function ownAssets(customerId: number, assetIds: readonly string[]): Promise<DownloadableAsset[]> {
    const wanted = [...new Set(assetIds)];
    const found = await assetDownloadRepository(deps.db).libraryAssets(wanted);
    return wanted.map((assetId) => {
      const asset = found.get(assetId);
      if (!asset) throw new ApiError(404, LIBRARY_ERROR_CODES.LIBRARY_ASSET_NOT_FOUND, `No such library asset: ${assetId}`);
      if (asset.customerId !== customerId) throw new ApiError(403, LIBRARY_ERROR_CODES.FOREIGN_LIBRARY_ASSET, "The asset is not in this customer's library");
      return asset;
    });
  }

  /** A download as the api answers it: Ready ones with a signed URL of the zip, good until the zip goes (an hour at most). */
  async function answer(record: DownloadRecord): Promise<AssetDownload> {
    let signed: { url: string; expiresAt: string } | null = null;
    if (record.status === ASSET_DOWNLOAD_STATUSES.Ready) {
      const left = Math.floor((Date.parse(record.createdAt) + KEEP_MS - deps.now()) / 1000);
      const ttl = Math.max(1, Math.min(SIGNED_URL_TTL_SECONDS.VIEW, left));
      const view = await deps.storageUrls.view(record.zipKey, ttl, { downloadAs: ASSET_DOWNLOAD.ZIP_NAME });
      signed = { url: view.url, expiresAt: view.expiresAt.toISOString() };
    }
    return {
      id: record.id,
      status: record.status,
      assetCount: record.assetCount,
      warnings: [...record.warnings],
      error: record.error,
      fileName: ASSET_DOWNLOAD.ZIP_NAME,
      url: signed?.url ?? null,
      expiresAt: signed?.expiresAt ?? null,
      dateCreated: record.createdAt,
    };
  }

  return {
    /**
     * POST .../library-assets/downloads: records the request with its entry names and queues
     * its packing and the cleanup of old zips, in one transaction; answers it Pending.
     */
    async request(caller: AssetCaller, customerId: number, assetIds: readonly string[]): Promise<AssetDownload> {
      const assets = await ownAssets(customerId, assetIds);
      const identity = await customerIdentity(deps.db, caller, customerId);
      if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user whose storage could hold the zip');
      const at = new Date(deps.now());
      const zipKey = downloadZipKey(identity, at);
      const id = await deps.db.transaction(async (tx) => {
        const downloadId = await assetDownloadRepository(tx).insert({ customerId, zipKey, createdAt: at }, downloadItems(assets));
        await deps.jobs.send<PackJob>(ASSET_DOWNLOAD_PACK_QUEUE, { downloadId }, { tx });
        await deps.jobs.send<CleanupJob>(ASSET_DOWNLOAD_CLEANUP_QUEUE, {}, { tx });
        return downloadId;
      });
      const record = await assetDownloadRepository(deps.db).find(id);
      if (!record) throw new Error(`Asset download ${id} vanished after it was recorded`);
      return answer(record);
    },

    /** GET .../library-assets/downloads/{id}: a download of this customer's still kept (404 else). */
    async get(customerId: number, id: number): Promise<AssetDownload> {
      const record = await assetDownloadRepository(deps.db).find(id);
      const kept = record !== null && Date.parse(record.createdAt) + KEEP_MS > deps.now();
      if (!record || !kept || record.customerId !== customerId) {
        throw new ApiError(404, ASSET_DOWNLOAD_ERROR_CODES.ASSET_DOWNLOAD_NOT_FOUND, 'No such asset download (zips are kept 24 hours)');
      }
      return answer(record);
    },
  };
}

export type AssetDownloadService = ReturnType<typeof assetDownloadService>;
