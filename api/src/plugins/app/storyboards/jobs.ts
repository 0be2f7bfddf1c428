import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { STORYBOARD_STATUSES } from '../../../contracts';
import { storyboardRepository } from './storyboard-repository';

/** The storyboard domain's queues (docs/adr/018). */
export const RELEASE_QUEUE = 'storyboard-release';
export const STORYBOARD_QUEUES: readonly string[] = [RELEASE_QUEUE];

export interface ReleaseJob {
  readonly storyboardId: number;
}

/**
 * Why a storyboard cannot be published, or null when it can: at least one shot, every
 * shot with its image (a new shot gets a default one), and the trailer, when the
 * storyboard names one, among its video assets. Transcoding joins this check with the
 * media pipeline.
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
  return null;
}

/**
 * The release job: a storyboard in Processing becomes Published, or goes back to Draft
 * with the reason kept. Idempotent: a job run again after a crash finds the storyboard
 * already out of Processing and leaves it.
 */
export async function runRelease(db: Db, { storyboardId }: ReleaseJob): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = storyboardRepository(tx);
    const head = await repo.head(storyboardId, { lock: true });
    if (!head || head.status !== STORYBOARD_STATUSES.Processing) return;
    const problem = await releaseProblem(tx, storyboardId);
    await repo.finishRelease(storyboardId, problem);
  });
}

/** Works on the storyboard queues in this process. */
export async function startStoryboardWorkers(app: FastifyInstance): Promise<void> {
  await app.jobs.work<ReleaseJob>(RELEASE_QUEUE, (job) => runRelease(app.db, job));
}
