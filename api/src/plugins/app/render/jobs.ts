import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { REGISTERED_MEDIA_TYPES, RENDER_STEPS } from '../../../contracts';
import { JobExpiredError, type JobContext, type QueueSpec } from '../jobs';
import { mediaAssetRepository, type ProcessedMedia } from '../media/media-repository';
import { UnsupportedMediaError, probeMedia } from '../media/probe';
import { processMediaFile } from '../media/process';
import { removeStoredMedia } from '../media/purge';
import { MediaToolError } from '../media/tools';
import { downloadTo, uploadFrom, withWorkDir } from '../media/workspace';
import type { ObjectStorage } from '../storage';
import { makeFilm, type FilmShot } from './film';
import { renderRepository, type RenderRecord } from './render-repository';

/*
 * The render job (docs/adr/018, 026): the film of a test render made with ffmpeg, stored
 * under the render's output key, registered as the customer's video with its thumbnail and
 * HLS rendition, and the render Complete; or Failed with the reason. It says what it is
 * doing as it goes (the render's step), works with no transaction open (PGlite has one
 * connection), and a try that is stopped (the api shutting down) runs again from the start
 * after the restart: the film's keys are fixed, so storing them again is harmless.
 */

export const RENDER_QUEUE = 'test-render';
/** Two hours before a claimed render counts as stalled: 1080p encoding of a long storyboard on a small machine. */
export const RENDER_QUEUES: readonly QueueSpec[] = [{ name: RENDER_QUEUE, retryLimit: 2, expireInSeconds: 2 * 60 * 60 }];

export interface RenderJob {
  readonly renderId: number;
}

export interface RenderJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly log?: FastifyBaseLogger;
}

export type RenderJobContext = Pick<JobContext, 'retryCount' | 'retryLimit' | 'signal'>;

/** A shot's video is gone or was never a video: rendering again would fail again. */
export class RenderInputError extends Error {
  override readonly name = 'RenderInputError';
}

/** The render stopped being Processing while the job ran (another try ended it, or its row is gone): nothing more to do. */
class RenderGone extends Error {
  override readonly name = 'RenderGone';
}

const permanent = (err: unknown): boolean =>
  err instanceof RenderInputError || err instanceof UnsupportedMediaError || (err instanceof MediaToolError && err.failure === 'failed');

/**
 * Whether a failure ends the render: one that would repeat, an expiry, or any on the last
 * try. The api shutting down does not: the job runs again after the restart.
 */
function endsTheRender(err: unknown, job: RenderJobContext): boolean {
  if (job.retryCount >= job.retryLimit) return true;
  if (job.signal.reason instanceof JobExpiredError) return true;
  if (job.signal.aborted || (err instanceof MediaToolError && err.failure === 'aborted')) return false;
  return permanent(err);
}

const reasonOf = (err: unknown, job: RenderJobContext): string => {
  const cause: unknown = job.signal.reason instanceof JobExpiredError ? job.signal.reason : err;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Copies each shot's video to `dir` and probes it. */
async function fetchShots(deps: RenderJobDeps, render: RenderRecord, dir: string, signal: AbortSignal): Promise<FilmShot[]> {
  const shots: FilmShot[] = [];
  for (const shot of await renderRepository(deps.db).shotsOf(render.id)) {
    const file = join(dir, `source-${shot.position}`);
    if (!(await downloadTo(deps.storage, shot.assetId, file))) throw new RenderInputError(`The video of shot ${shot.shotNumber} is no longer stored`);
    const facts = await probeMedia(file, signal);
    if (facts.mediaType === REGISTERED_MEDIA_TYPES.Audio) throw new RenderInputError(`The asset of shot ${shot.shotNumber} has no picture`);
    shots.push({ file, facts, durationMillis: shot.durationMillis });
  }
  return shots;
}

/** Records the film as the customer's Ready video and the render Complete, in one transaction. */
async function finish(deps: RenderJobDeps, render: RenderRecord, processed: ProcessedMedia): Promise<void> {
  const info = await deps.storage.stat(render.outputKey);
  if (!info) throw new Error(`The film of render ${render.id} was not stored`);
  await deps.db.transaction(async (tx) => {
    const media = mediaAssetRepository(tx);
    const { record } = await media.register({
      customerId: render.customerId,
      assetId: render.outputKey,
      bucket: deps.storage.bucket,
      mediaType: REGISTERED_MEDIA_TYPES.Video,
      contentType: info.contentType,
      size: info.size,
      etag: info.etag,
      originalFileName: render.outputKey.slice(render.outputKey.lastIndexOf('/') + 1),
      durationMillis: processed.durationMillis,
      width: processed.width,
      height: processed.height,
    });
    await media.markReady(render.outputKey, record.etag, processed);
    if (!(await renderRepository(tx).complete(render.id, processed.durationMillis))) throw new RenderGone();
  });
}

/** The render job: the film made, stored and registered, or the render Failed with a reason. */
export async function runRender(deps: RenderJobDeps, { renderId }: RenderJob, job: RenderJobContext): Promise<void> {
  const renders = renderRepository(deps.db);
  const render = await renders.find(renderId);
  if (!render || render.status !== 'Processing') return;
  const step = async (text: string): Promise<void> => {
    if (!(await renders.step(renderId, text))) throw new RenderGone();
  };
  try {
    const processed = await withWorkDir(async (dir) => {
      await step(RENDER_STEPS.fetching);
      const shots = await fetchShots(deps, render, dir, job.signal);
      const film = join(dir, 'film.mp4');
      await makeFilm(shots, {
        workDir: dir,
        output: film,
        signal: job.signal,
        onShot: (n, total) => step(RENDER_STEPS.encoding(n, total)),
        onJoin: () => step(RENDER_STEPS.joining),
      });
      await step(RENDER_STEPS.storing);
      await uploadFrom(deps.storage, render.outputKey, film, 'video/mp4');
      await step(RENDER_STEPS.streaming);
      const renditions = join(dir, 'renditions');
      await mkdir(renditions);
      return processMediaFile(deps.storage, render.outputKey, film, renditions, job.signal);
    });
    await finish(deps, render, processed);
  } catch (err) {
    if (err instanceof RenderGone) {
      // A render no longer recorded (its storyboard or customer removed): nobody will ask
      // for the film, so what was stored of it goes. One another try ended keeps its film.
      if (!(await renders.find(renderId))) await removeStoredMedia(deps.storage, render.outputKey);
      return;
    }
    if (!endsTheRender(err, job)) throw err;
    deps.log?.warn({ renderId, err }, 'test render failed');
    const reason = permanent(err) ? reasonOf(err, job) : `Rendering failed after ${job.retryCount + 1} tries: ${reasonOf(err, job)}`;
    await renders.fail(renderId, reason);
  }
}

/** Works on the render queue in this process: `workers` renders at once at most. */
export async function startRenderWorkers(app: FastifyInstance, deps: RenderJobDeps, workers: number): Promise<void> {
  await app.jobs.work<RenderJob>(RENDER_QUEUE, (data, job) => runRender(deps, data, job), { concurrency: workers });
}
