import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import type { QueueSpec } from '../jobs';
import { STORYBOARD_MESSAGES, STORYBOARD_STATUSES } from '../../../contracts';
import { customerRepository } from '../customers/customer-repository';
import { mediaAssetRepository } from '../media/media-repository';
import { copyRequestRepository } from './copy-request-repository';
import { storyboardRepository } from './storyboard-repository';

/** The storyboard domain's queues (docs/adr/018). */
export const RELEASE_QUEUE = 'storyboard-release';
export const COPY_QUEUE = 'storyboard-copy';
/**
 * Both jobs are one short transaction, so a job whose worker died is handed out again
 * after a minute rather than pg-boss's default 15 (docs/deploy.md).
 */
export const STORYBOARD_QUEUES: readonly QueueSpec[] = [
  { name: RELEASE_QUEUE, expireInSeconds: 60 },
  { name: COPY_QUEUE, expireInSeconds: 60 },
];

export interface CopyJob {
  readonly requestId: number;
}

/**
 * The clone and listing-copy job (001 §4): copies the storyboard into the target
 * customer's Dev project and completes the request, or fails it with the spec's message.
 * Idempotent: a request no longer Pending is left as it is.
 */
export async function runCopy(db: Db, { requestId }: CopyJob): Promise<void> {
  await db.transaction(async (tx) => {
    const requests = copyRequestRepository(tx);
    const request = await requests.find(requestId, { lock: true });
    if (!request || request.status !== 'Pending') return;
    const failed = request.kind === 'clone' ? STORYBOARD_MESSAGES.cloneFailed : STORYBOARD_MESSAGES.addToAccountFailed;
    const source = request.sourceStoryboardId === null ? null : await storyboardRepository(tx).head(request.sourceStoryboardId);
    const dev = (await customerRepository(tx).projectsOf(request.targetCustomerId)).find((p) => p.projectType === 'Dev');
    if (!source || !dev) {
      await requests.finish(requestId, { error: failed });
      return;
    }
    const fromMarketplace = request.kind === 'listing-copy' ? source.customerId !== request.targetCustomerId : source.fromMarketplace;
    const storyboardId = await requests.copy(source.id, request.targetCustomerId, dev.id, request.title, fromMarketplace);
    await requests.finish(requestId, { storyboardId });
  });
}

export interface ReleaseJob {
  readonly storyboardId: number;
}

/**
 * Why a storyboard cannot be published, or null when it can: at least one shot, every
 * shot with its image (a new shot gets a default one), the trailer, when the storyboard
 * names one, among its video assets, and no media it uses failed processing.
 */
export async function releaseProblem(db: Db, storyboardId: number): Promise<string | null> {
  const detail = await storyboardRepository(db).detail(storyboardId);
  if (!detail) return 'The storyboard no longer exists';
  if (detail.shots.length === 0) return 'The storyboard has no shots';
  const bare = detail.shots.find((s) => !s.imageAssetId);
  if (bare) return `Shot ${bare.shotNumber} has no image`;
  const trailer = detail.explanationAssetId;
  if (trailer && !detail.assets.some((a) => a.assetId === trailer && a.mediaType === 'Video')) {
    return 'The trailer video is not among the storyboard assets';
  }
  const failed = (await mediaAssetRepository(db).unreadyMediaOf(storyboardId)).find((m) => m.status === 'Failed');
  if (failed) return `${failed.assetId} could not be processed: ${failed.error ?? 'unknown error'}`;
  return null;
}

/**
 * The release job: a storyboard in Processing becomes Published, or goes back to Draft
 * with the reason kept. Media it uses that is still being processed keeps it in Processing
 * (the help text's "videos converted to streaming format"): the media job queues this job
 * again when that media is Ready or Failed. Idempotent: a job run again after a crash finds
 * the storyboard already out of Processing and leaves it.
 */
export async function runRelease(db: Db, { storyboardId }: ReleaseJob): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = storyboardRepository(tx);
    const head = await repo.head(storyboardId, { lock: true });
    if (!head || head.status !== STORYBOARD_STATUSES.Processing) return;
    if ((await mediaAssetRepository(tx).unreadyMediaOf(storyboardId)).some((m) => m.status === 'Processing')) return;
    const problem = await releaseProblem(tx, storyboardId);
    await repo.finishRelease(storyboardId, problem);
  });
}

/** Works on the storyboard queues in this process. */
export async function startStoryboardWorkers(app: FastifyInstance): Promise<void> {
  await app.jobs.work<ReleaseJob>(RELEASE_QUEUE, (job) => runRelease(app.db, job));
  await app.jobs.work<CopyJob>(COPY_QUEUE, (job) => runCopy(app.db, job));
}
