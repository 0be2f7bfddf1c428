import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import { ASSET_DOWNLOAD_LIMITS, ASSET_DOWNLOAD_TEXTS } from '../../../contracts';
import { JobExpiredError, type JobContext, type JobQueue, type QueueSpec } from '../jobs';
import type { ObjectStorage } from '../storage';
import { assetDownloadRepository, type DownloadItem } from './asset-download-repository';
import { storeZip, type ZipWriter } from './zip-store';

/*
 * The asset download jobs (docs/adr/018, 028):
 * - asset-download-pack: packs a request's files into its asset.zip (zip-store.ts), the
 *   request Packing while it runs, then Ready with the zip's size and the warnings, or
 *   Failed with why. A try that is stopped (the api shutting down) leaves nothing stored
 *   and runs again from the start after the restart: the zip's key is fixed, so storing it
 *   again is harmless.
 * - asset-download-cleanup: removes the zips and requests older than 24 hours. It is sent
 *   with every new request and, while any zip is kept, sends itself to run again when the
 *   oldest one is due; its queue keeps one waiting at most (pg-boss's `short` policy).
 */

export const ASSET_DOWNLOAD_PACK_QUEUE = 'asset-download-pack';
export const ASSET_DOWNLOAD_CLEANUP_QUEUE = 'asset-download-cleanup';
/** An hour before a claimed pack counts as stalled: 200 videos over a slow store. */
export const ASSET_DOWNLOAD_QUEUES: readonly QueueSpec[] = [
  { name: ASSET_DOWNLOAD_PACK_QUEUE, retryLimit: 3, expireInSeconds: 60 * 60 },
  { name: ASSET_DOWNLOAD_CLEANUP_QUEUE, retryLimit: 3, expireInSeconds: 15 * 60, policy: 'short' },
];

export interface PackJob {
  readonly downloadId: number;
}

/** The cleanup's data: none (one cleanup covers every customer's zips). */
export type CleanupJob = Record<string, never>;

export interface AssetDownloadJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly jobs: JobQueue;
  /** Now, in ms (the app's clock). */
  readonly now: () => number;
  readonly log?: FastifyBaseLogger;
}

export type PackJobContext = Pick<JobContext, 'retryCount' | 'retryLimit' | 'signal'>;

/** A selected asset's file is gone from the store: packing again would fail again. */
export class DownloadInputError extends Error {
  override readonly name = 'DownloadInputError';
}

const KEEP_MS = ASSET_DOWNLOAD_LIMITS.KEEP_HOURS * 60 * 60 * 1000;
/** Requests the cleanup removes per query. */
const CLEANUP_BATCH = 100;

/**
 * Whether a failure ends the download: one that would repeat, an expiry, or any on the
 * last try. The api shutting down does not: the job runs again after the restart.
 */
function endsTheDownload(err: unknown, job: PackJobContext): boolean {
  if (job.retryCount >= job.retryLimit) return true;
  if (job.signal.reason instanceof JobExpiredError) return true;
  if (job.signal.aborted) return false;
  return err instanceof DownloadInputError;
}

function reasonOf(err: unknown, job: PackJobContext): string {
  const cause: unknown = job.signal.reason instanceof JobExpiredError ? job.signal.reason : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return err instanceof DownloadInputError ? text : ASSET_DOWNLOAD_TEXTS.failedAfterTries(job.retryCount + 1, text);
}

/** Each asset in the request's order, its subtitle file right after it; a missing subtitle is a warning. */
async function packItems(storage: ObjectStorage, zip: ZipWriter, items: readonly DownloadItem[], warnings: string[]): Promise<void> {
  for (const item of items) {
    const object = await storage.get(item.assetId);
    if (!object) throw new DownloadInputError(ASSET_DOWNLOAD_TEXTS.fileMissing(item.entryName));
    await zip.add(object, item.entryName);
    if (!item.subtitleAssetId || !item.subtitleEntryName) continue;
    const subtitle = await storage.get(item.subtitleAssetId);
    if (subtitle) await zip.add(subtitle, item.subtitleEntryName);
    else warnings.push(ASSET_DOWNLOAD_TEXTS.missingSubtitle(item.entryName));
  }
}

/** The pack job: the request's asset.zip stored and the request Ready, or Failed with a reason. */
export async function runAssetDownloadPack(deps: AssetDownloadJobDeps, { downloadId }: PackJob, job: PackJobContext): Promise<void> {
  const downloads = assetDownloadRepository(deps.db);
  const download = await downloads.find(downloadId);
  if (!download || !(await downloads.startPacking(downloadId))) return;
  const items = await downloads.itemsOf(downloadId);
  const warnings: string[] = [];
  try {
    const zip = await storeZip(deps.storage, download.zipKey, job.signal, (writer) => packItems(deps.storage, writer, items, warnings));
    if (warnings.length > 0) deps.log?.warn({ downloadId, warnings }, 'asset download packed with warnings');
    // Removed meanwhile (past its 24 hours): nobody will ask for this zip.
    if (!(await downloads.ready(downloadId, zip.size, warnings))) await deps.storage.delete(download.zipKey);
  } catch (err) {
    if (!endsTheDownload(err, job)) throw err;
    deps.log?.warn({ downloadId, err }, 'asset download failed');
    await downloads.fail(downloadId, reasonOf(err, job), warnings);
  }
}

/**
 * The cleanup job: every zip and request older than 24 hours removed (the zip first, so
 * none is left without its request), then itself queued again for when the oldest one
 * left is due.
 */
export async function runAssetDownloadCleanup(deps: AssetDownloadJobDeps): Promise<void> {
  const downloads = assetDownloadRepository(deps.db);
  const cutoff = new Date(deps.now() - KEEP_MS);
  for (;;) {
    const due = await downloads.createdBefore(cutoff, CLEANUP_BATCH);
    for (const { id, zipKey } of due) {
      await deps.storage.delete(zipKey);
      await downloads.remove(id);
    }
    if (due.length < CLEANUP_BATCH) break;
  }
  const oldest = await downloads.oldestCreatedAt();
  if (oldest) {
    const dueInSeconds = (oldest.getTime() + KEEP_MS - deps.now()) / 1000 + 1;
    await deps.jobs.send<CleanupJob>(ASSET_DOWNLOAD_CLEANUP_QUEUE, {}, { startAfterSeconds: Math.max(1, dueInSeconds) });
  }
}
