import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import { REGISTERED_MEDIA_TYPES } from '../../../contracts';
import { aiFolderOf, aiRepository } from '../ai';
import type { QueueSpec } from '../jobs';
import { mediaAssetRepository, type ProcessedMedia } from '../media/media-repository';
import { processMediaFile } from '../media/process';
import { uploadFrom, withWorkDir } from '../media/workspace';
import type { ObjectStorage } from '../storage';
import { assertStorageKey } from '../storage/keys';
import { aiPostRepository, type DgVideoRow } from './ai-post-repository';
import { composeDgVideo, slidesOf } from './dg-video';
import { endsTheRequest, expired, type PostJobContext } from './failures';
import { MediaInputError } from './media-files';

/*
 * The Director Guide video job (002 §4 DG video; docs/adr/030): the video composed from
 * the storyboard as it is now (dg-video.ts), stored under the customer's private folder,
 * registered as the customer's video with its thumbnail and streaming rendition (as a
 * test render's film is), named in the metadata (dg_video_asset_id) and the request done
 * (3), or failed (4) with the reason. A try stopped by a restart runs again from the start:
 * the video's key is fixed by the request.
 */

export const DG_VIDEO_QUEUE = 'ai-dg-video';
export const DG_VIDEO_QUEUES: readonly QueueSpec[] = [{ name: DG_VIDEO_QUEUE, retryLimit: 2, expireInSeconds: 30 * 60 }];

export interface DgVideoJob {
  readonly dgVideoId: number;
  /** The identity whose private folder the video goes to (the customer's user's `sub`). */
  readonly identity: string;
}

export interface DgVideoDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly log?: FastifyBaseLogger;
}

/** `private/{identity}/ai/{storyboardId}/director-guide/{requestId}.mp4`. */
export const dgVideoKeyOf = (identity: string, storyboardId: number, dgVideoId: number): string =>
  assertStorageKey(`${aiFolderOf(identity, storyboardId)}director-guide/${dgVideoId}.mp4`);

/** Records the stored video as the customer's Ready video, the request done and the metadata naming it, in one transaction. */
async function finish(deps: DgVideoDeps, request: DgVideoRow, key: string, processed: ProcessedMedia): Promise<void> {
  const { id: dgVideoId, customerId, storyboardId } = request;
  const info = await deps.storage.stat(key);
  if (!info) throw new Error(`The Director Guide video ${dgVideoId} was not stored`);
  await deps.db.transaction(async (tx) => {
    const media = mediaAssetRepository(tx);
    const { record } = await media.register({
      customerId,
      assetId: key,
      bucket: deps.storage.bucket,
      mediaType: REGISTERED_MEDIA_TYPES.Video,
      contentType: info.contentType,
      size: info.size,
      etag: info.etag,
      originalFileName: 'director-guide.mp4',
      durationMillis: processed.durationMillis,
      width: processed.width,
      height: processed.height,
    });
    await media.markReady(key, record.etag, processed);
    if (!(await aiPostRepository(tx).dgVideoDone(dgVideoId, key))) return;
    await aiRepository(tx).mergeMetadata(storyboardId, (current) => (current.metadata ? { metadata: { ...current.metadata, dg_video_asset_id: key } } : null));
  });
}

/** The Director Guide video job (see the header). */
export async function runDgVideo(deps: DgVideoDeps, data: DgVideoJob, job: PostJobContext): Promise<void> {
  const repo = aiPostRepository(deps.db);
  const request = await repo.dgVideo(data.dgVideoId);
  if (!request || !(await repo.dgVideoProcessing(request.id))) return;
  const storyboard = await aiRepository(deps.db).find(request.storyboardId);
  if (!storyboard?.metadata) {
    await repo.dgVideoFailed(request.id, 'The storyboard no longer exists');
    return;
  }
  const { metadata } = storyboard;
  const key = dgVideoKeyOf(data.identity, request.storyboardId, request.id);
  try {
    const processed = await withWorkDir(async (dir) => {
      const slides = await slidesOf(deps.storage, metadata, dir, job.signal);
      if (slides.length === 0) throw new MediaInputError('The storyboard has no shots');
      const video = join(dir, 'director-guide.mp4');
      await composeDgVideo(slides, metadata.format, dir, video, job.signal);
      await uploadFrom(deps.storage, key, video, 'video/mp4');
      const renditions = join(dir, 'renditions');
      await mkdir(renditions);
      return processMediaFile(deps.storage, key, video, renditions, job.signal);
    });
    await finish(deps, request, key, processed);
  } catch (err) {
    if (!endsTheRequest(err, job)) throw err;
    deps.log?.warn({ dgVideoId: request.id, err }, 'Director Guide video failed');
    const reason = expired(job) ? 'Making the video took too long.' : err instanceof MediaInputError ? err.message : 'The Director Guide video could not be made.';
    await repo.dgVideoFailed(request.id, reason);
  }
}
