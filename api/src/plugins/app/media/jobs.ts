import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { REGISTERED_MEDIA_TYPES, SCRIPT_CREATION_STATUSES, SCRIPT_CREATION_STEPS, STORYBOARD_STATUSES, UPLOAD_MESSAGES, type StoryboardStatus } from '../../../contracts';
import { customerRepository } from '../customers/customer-repository';
import { JobExpiredError, type JobContext, type JobQueue, type QueueSpec } from '../jobs';
import type { ObjectStorage } from '../storage';
import { RELEASE_QUEUE, type ReleaseJob } from '../storyboards/jobs';
import { storyboardRepository } from '../storyboards/storyboard-repository';
import { ImportError, titleFromFileName, type ImportedStoryboard, type StoryboardImporters } from './importers';
import { mediaAssetRepository } from './media-repository';
import { UnsupportedMediaError } from './probe';
import { processMediaFile } from './process';
import { removeRenditions } from './purge';
import { scriptCreationRepository, type ScriptCreationRecord } from './script-creation-repository';
import { MediaToolError } from './tools';
import { downloadTo, withWorkDir } from './workspace';

/*
 * The media jobs (docs/adr/018, 024), run MEDIA_WORKERS at a time across both queues:
 * - media-process: probe a registered file, store its thumbnail and HLS rendition, mark it
 *   Ready (or Failed with the reason), and wake the releases waiting for it;
 * - script-create: a storyboard from an upload, Submitted while it runs, then enriched and
 *   ReadyToPublish in the customer's Dev project.
 * Both are idempotent and resume after a crash: rows say how far a job got, files are
 * stored under fixed keys, and no transaction is open while ffmpeg runs (PGlite has one
 * connection).
 */

export const MEDIA_PROCESS_QUEUE = 'media-process';
export const SCRIPT_CREATE_QUEUE = 'script-create';
/**
 * Three hours before a claimed job counts as stalled (and is stopped): an upload may be a
 * long HD video, whose rendition takes a while on a small machine.
 */
export const MEDIA_QUEUES: readonly QueueSpec[] = [
  { name: MEDIA_PROCESS_QUEUE, retryLimit: 3, expireInSeconds: 3 * 60 * 60 },
  { name: SCRIPT_CREATE_QUEUE, retryLimit: 3, expireInSeconds: 3 * 60 * 60 },
];

export interface MediaProcessJob {
  readonly assetId: string;
}

export interface ScriptCreateJob {
  readonly requestId: number;
}

export interface MediaJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly jobs: JobQueue;
  readonly importers: StoryboardImporters;
  readonly log?: FastifyBaseLogger;
}

/** The part of a job's context the handlers use. */
export type MediaJobContext = Pick<JobContext, 'retryCount' | 'retryLimit' | 'signal'>;

/** Failing again would not help: the file is none of the media we take, or ffmpeg refuses it. */
function isPermanent(err: unknown): boolean {
  return err instanceof UnsupportedMediaError || err instanceof ImportError || (err instanceof MediaToolError && err.failure === 'failed');
}

/** The job ran past its queue's expiry: its signal says so. */
const expired = (job: MediaJobContext): boolean => job.signal.reason instanceof JobExpiredError;

/**
 * Whether this failure ends the job: a permanent one, or any on the last try (pg-boss will
 * not hand it out again, so the row must not stay Processing). The api shutting down before
 * the last try does not: the job runs again after the restart.
 */
function endsTheJob(err: unknown, job: MediaJobContext): boolean {
  if (job.retryCount >= job.retryLimit) return true;
  const stopped = job.signal.aborted || (err instanceof MediaToolError && err.failure === 'aborted');
  if (stopped && !expired(job)) return false;
  return isPermanent(err);
}

/** What to say of a failure (an expiry as such, not as the ffmpeg run it stopped). */
const messageOf = (err: unknown, job: MediaJobContext): string => {
  const cause: unknown = expired(job) ? job.signal.reason : err;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Queues a release for each storyboard in Processing that was waiting for this asset. */
async function wakeReleases(tx: Db, jobs: JobQueue, assetId: string): Promise<void> {
  for (const storyboardId of await mediaAssetRepository(tx).processingStoryboardsUsing(assetId)) {
    await jobs.send<ReleaseJob>(RELEASE_QUEUE, { storyboardId }, { tx });
  }
}

/** The media-process job: Ready with thumbnail and rendition, or Failed with a reason a person can act on. */
export async function runMediaProcess(deps: MediaJobDeps, { assetId }: MediaProcessJob, job: MediaJobContext): Promise<void> {
  const asset = await mediaAssetRepository(deps.db).find(assetId);
  if (!asset || asset.status !== 'Processing') return;
  const finish = (mark: (tx: Db) => Promise<boolean>): Promise<void> =>
    deps.db.transaction(async (tx) => {
      if (await mark(tx)) await wakeReleases(tx, deps.jobs, assetId);
    });
  let processed;
  try {
    processed = await withWorkDir(async (dir) => {
      const file = join(dir, 'source');
      if (!(await downloadTo(deps.storage, assetId, file))) throw new ImportError('The uploaded file is no longer stored');
      return processMediaFile(deps.storage, assetId, file, dir, job.signal);
    });
  } catch (err) {
    if (!endsTheJob(err, job)) throw err;
    const reason = isPermanent(err) ? messageOf(err, job) : `Processing failed after ${job.retryCount + 1} tries: ${messageOf(err, job)}`;
    deps.log?.warn({ assetId, err }, 'media processing failed');
    await finish((tx) => mediaAssetRepository(tx).markFailed(assetId, asset.etag, reason));
    return;
  }
  let ready = false;
  await finish(async (tx) => (ready = await mediaAssetRepository(tx).markReady(assetId, asset.etag, processed)));
  // Deleted while it was processed (a library asset's delete): what was just stored is nobody's.
  if (!ready && !(await mediaAssetRepository(deps.db).find(assetId))) {
    await removeRenditions(deps.storage, assetId, { thumbnailKey: processed.thumbnailKey, streamKey: processed.streamKey });
  }
}

/** The upload's file name: the key's last segment. */
const fileNameOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

/** Copies the upload to a work folder and runs the importer of its content type. */
function importUpload(deps: MediaJobDeps, request: ScriptCreationRecord, signal: AbortSignal): Promise<ImportedStoryboard> {
  return withWorkDir(async (dir) => {
    const file = join(dir, 'source');
    const info = await downloadTo(deps.storage, request.sourceKey, file);
    if (!info) throw new ImportError('The uploaded file is no longer stored');
    const importer = deps.importers.forContentType(info.contentType);
    if (!importer) throw new ImportError(`No importer reads ${info.contentType}`);
    const workDir = join(dir, 'work');
    await mkdir(workDir);
    const imported = await importer.import({
      key: request.sourceKey,
      file,
      contentType: info.contentType,
      fileName: fileNameOf(request.sourceKey),
      requestId: request.requestId,
      workDir,
      storage: deps.storage,
      signal,
    });
    if (imported.shots.length === 0) throw new ImportError('The upload has no shots');
    return imported;
  });
}

/**
 * The script-creation job, in three steps that each commit: (1) the storyboard, Submitted
 * in the Dev project, and the request Processing ('Processing storyboard ...'); (2) the
 * upload imported (ffmpeg, no transaction open) and its shots written, the clips registered
 * as media and queued ('Enriching storyboard ...'); (3) enrichment (default images, assets
 * synced), ReadyToPublish, Completed. A job run again picks up after the last step done.
 * Failures carry 001 §8's texts; a storyboard that never got its shots is deleted.
 */
export async function runScriptCreate(deps: MediaJobDeps, { requestId }: ScriptCreateJob, job: MediaJobContext): Promise<void> {
  const started = await deps.db.transaction(async (tx) => {
    const requests = scriptCreationRepository(tx);
    const request = await requests.find(requestId, { lock: true });
    if (!request || request.status === SCRIPT_CREATION_STATUSES.Completed || request.status === SCRIPT_CREATION_STATUSES.Failed) return null;
    if (request.storyboardId !== null) return request;
    const dev = (await customerRepository(tx).projectsOf(request.customerId)).find((p) => p.projectType === 'Dev');
    if (!dev) {
      await requests.fail(requestId, UPLOAD_MESSAGES.storyboardUploadFailed);
      return null;
    }
    const storyboardId = await requests.createStoryboard(request.customerId, dev.id, titleFromFileName(fileNameOf(request.sourceKey)));
    await requests.progress(requestId, SCRIPT_CREATION_STEPS.Processing, storyboardId);
    return { ...request, storyboardId, status: SCRIPT_CREATION_STATUSES.Processing, step: SCRIPT_CREATION_STEPS.Processing };
  });
  if (!started || started.storyboardId === null) return;
  const storyboardId = started.storyboardId;

  /**
   * In a transaction, with the request still running and its storyboard still Submitted (the
   * customer may delete it meanwhile): `work`; else the request fails and nothing is done.
   */
  const whileRunning = (work: (tx: Db) => Promise<void>): Promise<void> =>
    deps.db.transaction(async (tx) => {
      const requests = scriptCreationRepository(tx);
      const request = await requests.find(requestId, { lock: true });
      if (!request || request.status !== SCRIPT_CREATION_STATUSES.Processing) return;
      const head = await storyboardRepository(tx).head(storyboardId, { lock: true });
      if (!head || head.status !== STORYBOARD_STATUSES.Submitted) {
        await requests.fail(requestId, UPLOAD_MESSAGES.storyboardUploadFailed);
        return;
      }
      await work(tx);
    });

  /** A failure of a step: retried, or the request Failed with `text` and the storyboard left as `storyboardStatus`. */
  const failed = async (err: unknown, text: string, storyboardStatus: StoryboardStatus): Promise<void> => {
    if (!endsTheJob(err, job)) throw err;
    deps.log?.warn({ requestId, storyboardId, err }, 'storyboard from an upload failed');
    await whileRunning(async (tx) => {
      await scriptCreationRepository(tx).fail(requestId, text);
      await scriptCreationRepository(tx).setStoryboardStatus(storyboardId, storyboardStatus);
    });
  };

  if (started.step !== SCRIPT_CREATION_STEPS.Enriching) {
    try {
      const imported = await importUpload(deps, started, job.signal);
      await whileRunning(async (tx) => {
        const requests = scriptCreationRepository(tx);
        await requests.fillStoryboard(storyboardId, imported);
        for (const shot of imported.shots) {
          if (!shot.clip) continue;
          const { clip } = shot;
          const { queue } = await mediaAssetRepository(tx).register({
            customerId: started.customerId,
            assetId: clip.key,
            bucket: started.bucket,
            mediaType: REGISTERED_MEDIA_TYPES.Video,
            contentType: clip.contentType,
            size: clip.size,
            etag: clip.etag,
            originalFileName: clip.fileName,
            durationMillis: clip.durationMillis,
            width: clip.width,
            height: clip.height,
          });
          if (queue) await deps.jobs.send<MediaProcessJob>(MEDIA_PROCESS_QUEUE, { assetId: clip.key }, { tx });
        }
        await requests.progress(requestId, SCRIPT_CREATION_STEPS.Enriching, storyboardId);
      });
    } catch (err) {
      await failed(err, UPLOAD_MESSAGES.storyboardUploadFailed, STORYBOARD_STATUSES.Deleted);
      return;
    }
  }

  try {
    await whileRunning(async (tx) => {
      const requests = scriptCreationRepository(tx);
      await requests.assignDefaultImages(storyboardId);
      await requests.syncAssets(storyboardId);
      await requests.setStoryboardStatus(storyboardId, STORYBOARD_STATUSES.ReadyToPublish);
      await requests.complete(requestId);
    });
  } catch (err) {
    // The shots are there: the storyboard stays, as a Draft the customer can fix.
    await failed(err, UPLOAD_MESSAGES.enrichError, STORYBOARD_STATUSES.Draft);
  }
}

/** Works on the media queues in this process: `workers` jobs at once at most, across both. */
export async function startMediaWorkers(app: FastifyInstance, deps: MediaJobDeps, workers: number): Promise<void> {
  await app.jobs.work<MediaProcessJob | ScriptCreateJob>(
    [MEDIA_PROCESS_QUEUE, SCRIPT_CREATE_QUEUE],
    (data, job) => (job.name === MEDIA_PROCESS_QUEUE ? runMediaProcess(deps, data as MediaProcessJob, job) : runScriptCreate(deps, data as ScriptCreateJob, job)),
    { concurrency: workers },
  );
}
