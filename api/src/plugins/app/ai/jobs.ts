import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import {
  AI_ERROR_CODES,
  AI_MEDIA_TYPES,
  AI_SHOT_TYPES,
  AI_STATUS,
  DEEPSTORY_MESSAGES,
  ERROR_CODES,
  type AiMetadata,
  type AiShot,
} from '../../../contracts';
import { JobExpiredError, type JobContext, type QueueSpec } from '../jobs';
import type { ObjectStorage } from '../storage';
import { droppedAiKeys, regeneratedImageKey, shotImageKey } from './ai-keys';
import { aiRepository, type AiRegenerationRow } from './ai-repository';
import { planBriefOf, type StoryboardGenerator } from './generator/port';
import type { ShotImagePort } from './images/port';
import { AiOutputError, AiServiceError } from './service-client';

/*
 * Deep Story's jobs (docs/adr/029) in the durable queue (ADR 018):
 * - generation, one per storyboard: the metadata from the generator port (storyboard
 *   status 1 -> 2 -> 3, or 4 with 22003, or AI_INVALID_OUTPUT when the generator's answer
 *   was not a storyboard), then a picture per shot from the image port (image status
 *   1 -> 2 -> 3, or 4: the portal then shows its fallback image);
 * - image regeneration, one per item: the shot's picture drawn again from its new prompt
 *   (3 with the image's key, or 4 with 22033).
 * A try stopped by the api shutting down leaves the statuses where they are and runs again
 * after the restart, from the step it had reached (the statuses say which); keys are fixed,
 * so storing again is harmless. A failure that would repeat, an expiry, or the last try ends
 * the step failed. What a job adds to the metadata is merged under a row lock into what is
 * stored then, so an edit made meanwhile is kept (see mergeShotImages).
 */

export const AI_GENERATE_QUEUE = 'ai-storyboard-generate';
export const AI_REGENERATE_QUEUE = 'ai-image-regenerate';
export const AI_QUEUES: readonly QueueSpec[] = [
  { name: AI_GENERATE_QUEUE, retryLimit: 2, expireInSeconds: 60 * 60 },
  { name: AI_REGENERATE_QUEUE, retryLimit: 2, expireInSeconds: 10 * 60 },
];

export interface GenerationJob {
  readonly storyboardId: number;
  /** The identity whose private folder the pictures go to (the customer's user's `sub`). */
  readonly identity: string;
}

export interface RegenerationJob {
  readonly regenerationId: number;
  readonly identity: string;
}

/** The ports the jobs use: chosen from the config by the plugin, replaced by tests. */
export interface AiPorts {
  readonly generator: StoryboardGenerator;
  readonly images: ShotImagePort;
}

export interface AiJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly ports: AiPorts;
  readonly log?: FastifyBaseLogger;
}

export type AiJobContext = Pick<JobContext, 'retryCount' | 'retryLimit' | 'signal'>;

const permanent = (err: unknown): boolean => err instanceof AiOutputError || (err instanceof AiServiceError && err.permanent);

/**
 * Whether a failure ends the step: one that would repeat, an expiry, or any on the last try.
 * The api shutting down does not: the job runs again after the restart.
 */
function endsTheStep(err: unknown, job: AiJobContext): boolean {
  if (job.signal.reason instanceof JobExpiredError) return true;
  if (job.signal.aborted) return false;
  return permanent(err) || job.retryCount >= job.retryLimit;
}

/** The customer's words for a failed generation (the details go to the log). */
function generationFailure(err: unknown, job: AiJobContext): { code: string; message: string } {
  if (err instanceof AiOutputError) return { code: AI_ERROR_CODES.AI_INVALID_OUTPUT, message: 'The AI service did not answer a valid storyboard, even when asked again.' };
  if (job.signal.reason instanceof JobExpiredError) return { code: ERROR_CODES.STATUS_FETCH_FAILED, message: 'Generating the storyboard took too long.' };
  if (err instanceof AiServiceError) return { code: ERROR_CODES.STATUS_FETCH_FAILED, message: 'The AI service could not generate the storyboard.' };
  return { code: ERROR_CODES.STATUS_FETCH_FAILED, message: DEEPSTORY_MESSAGES.statusFetchFailed };
}

/** The media type a shot has with its assets (002 §3: 0 with a video, else 1). */
const mediaTypeOf = (shot: Pick<AiShot, 'video_asset_id'>): AiShot['media_type'] => (shot.video_asset_id ? AI_MEDIA_TYPES.video : AI_MEDIA_TYPES.image);

/**
 * The pictures drawn for the storyboard as it was at `revision`, merged into the metadata
 * as stored now: unedited since, every drawn picture goes to its shot; edited since, only
 * to the shots still there with the same prompt and still without a picture (a removed
 * shot, a new prompt or a picture of the customer's own wins). The cover is the first
 * shot's picture unless there is one already.
 */
export function mergeShotImages(stored: AiMetadata, storedRevision: number, drawn: ReadonlyMap<string, { key: string; prompt: string }>, revision: number): AiMetadata {
  const edited = storedRevision !== revision;
  const shots = stored.shots.map((shot) => {
    const picture = drawn.get(shot.shot_id);
    if (!picture) return shot;
    if (edited && (shot.image_asset_id !== null || shot.shot_image_prompt !== picture.prompt)) return shot;
    return { ...shot, image_asset_id: picture.key, media_type: mediaTypeOf(shot) };
  });
  const cover = stored.thumbnail_asset_id ?? shots.find((s) => s.image_asset_id !== null)?.image_asset_id ?? null;
  return { ...stored, shots, thumbnail_asset_id: cover };
}

/** Step 1: the metadata. False when the storyboard is not (or no longer) to be generated. */
async function generateMetadata(deps: AiJobDeps, storyboardId: number, angle: number, job: AiJobContext): Promise<boolean> {
  const repo = aiRepository(deps.db);
  if (!(await repo.startGeneration(storyboardId))) return false;
  const source = await repo.briefOf(storyboardId);
  if (!source) return false;
  let metadata: AiMetadata;
  try {
    metadata = await deps.ports.generator.generate({ storyboardId, brief: planBriefOf(source.brief), angle, seriesSize: source.seriesSize }, job.signal);
  } catch (err) {
    if (!endsTheStep(err, job)) throw err;
    deps.log?.warn({ storyboardId, err }, 'AI storyboard generation failed');
    const failure = generationFailure(err, job);
    await repo.failGeneration(storyboardId, failure.code, failure.message);
    return false;
  }
  return repo.saveGenerated(storyboardId, metadata);
}

/** Step 2: a picture per shot without one, stored and merged into the metadata. */
async function drawShots(deps: AiJobDeps, storyboardId: number, identity: string, job: AiJobContext): Promise<void> {
  const repo = aiRepository(deps.db);
  if (!(await repo.startImages(storyboardId))) return;
  const row = await repo.find(storyboardId);
  if (!row?.metadata) return;
  const { metadata, revision } = row;
  const drawn = new Map<string, { key: string; prompt: string }>();
  let failed = false;
  try {
    for (const shot of metadata.shots) {
      if (shot.image_asset_id !== null) continue;
      const image = await deps.ports.images.draw(
        { prompt: shot.shot_image_prompt, title: shot.title, type: shot.type, shotNumber: shot.shot_number, format: metadata.format },
        job.signal,
      );
      const key = shotImageKey(identity, storyboardId, shot.shot_id, image.extension);
      await deps.storage.put(key, image.bytes, image.contentType);
      drawn.set(shot.shot_id, { key, prompt: shot.shot_image_prompt });
    }
  } catch (err) {
    if (!endsTheStep(err, job)) throw err;
    deps.log?.warn({ storyboardId, err }, 'AI storyboard images failed');
    failed = true;
  }
  // What was drawn is kept even when the rest failed (4): those shots have their picture.
  const outcome: { merged: AiMetadata | null } = { merged: null };
  const present = await repo.mergeMetadata(storyboardId, (now) => {
    if (!now.metadata || now.imageStatus !== AI_STATUS.Processing) return null;
    outcome.merged = mergeShotImages(now.metadata, now.revision, drawn, revision);
    return { metadata: outcome.merged, imageStatus: failed ? AI_STATUS.Failed : AI_STATUS.Done };
  });
  // Pictures no shot took (the storyboard deleted, or the shot edited meanwhile): nobody will ask for them.
  const all = { shots: [...drawn.values()].map((d) => ({ image_asset_id: d.key })), thumbnail_asset_id: null };
  const unused = !present ? all.shots.map((s) => s.image_asset_id) : outcome.merged ? droppedAiKeys(all, outcome.merged, storyboardId) : [];
  for (const key of unused) await deps.storage.delete(key);
}

/** The generation job (see the header). */
export async function runGeneration(deps: AiJobDeps, { storyboardId, identity }: GenerationJob, job: AiJobContext): Promise<void> {
  const row = await aiRepository(deps.db).find(storyboardId);
  if (!row) return;
  if (row.storyboardStatus === AI_STATUS.Queued || row.storyboardStatus === AI_STATUS.Processing) {
    if (!(await generateMetadata(deps, storyboardId, row.angle, job))) return;
  }
  await drawShots(deps, storyboardId, identity, job);
}

/** The regenerated picture goes to its shot, unless a later regeneration of the shot was asked for or the shot is not (yet) there. */
function applyRegeneration(stored: AiMetadata, regeneration: AiRegenerationRow, key: string): AiMetadata | null {
  const target = stored.shots.find((s) => s.shot_id === regeneration.shotId);
  if (!target) return null;
  const shots = stored.shots.map((s) => (s === target ? { ...s, image_asset_id: key, shot_image_prompt: regeneration.prompt, media_type: mediaTypeOf(s) } : s));
  const cover = stored.thumbnail_asset_id === null || stored.thumbnail_asset_id === target.image_asset_id ? key : stored.thumbnail_asset_id;
  return { ...stored, shots, thumbnail_asset_id: cover };
}

/** The image regeneration job (see the header). */
export async function runRegeneration(deps: AiJobDeps, { regenerationId, identity }: RegenerationJob, job: AiJobContext): Promise<void> {
  const repo = aiRepository(deps.db);
  const regeneration = await repo.findRegeneration(regenerationId);
  if (!regeneration || !(await repo.startRegeneration(regenerationId))) return;
  const storyboard = await repo.find(regeneration.storyboardId);
  if (!storyboard?.metadata) return;
  const shot = storyboard.metadata.shots.find((s) => s.shot_id === regeneration.shotId);
  let key: string;
  try {
    const image = await deps.ports.images.draw(
      {
        prompt: regeneration.prompt,
        title: shot?.title ?? `Shot ${regeneration.shotNumber}`,
        type: shot?.type ?? AI_SHOT_TYPES.bRoll,
        shotNumber: regeneration.shotNumber,
        format: storyboard.metadata.format,
      },
      job.signal,
    );
    key = regeneratedImageKey(identity, regeneration.storyboardId, regenerationId, image.extension);
    await deps.storage.put(key, image.bytes, image.contentType);
  } catch (err) {
    if (!endsTheStep(err, job)) throw err;
    deps.log?.warn({ regenerationId, err }, 'AI image regeneration failed');
    await repo.failRegeneration(regenerationId, ERROR_CODES.IMAGE_REGENERATION_FAILED, DEEPSTORY_MESSAGES.imageRegenerationFailed);
    return;
  }
  const superseded = await repo.hasNewerRegeneration(regeneration);
  let replaced: string[] = [];
  const present = await repo.mergeMetadata(regeneration.storyboardId, (now) => {
    const next = now.metadata && !superseded ? applyRegeneration(now.metadata, regeneration, key) : null;
    if (!next || !now.metadata) return null;
    replaced = droppedAiKeys(now.metadata, next, regeneration.storyboardId);
    return { metadata: next };
  });
  if (!present) {
    await deps.storage.delete(key);
    return;
  }
  await repo.completeRegeneration(regenerationId, key);
  // The picture it replaced is no longer the shot's (a later save cannot name it again: see keptImage in ai-service.ts).
  for (const old of replaced) await deps.storage.delete(old);
}

/** Works on both queues in this process, two jobs at a time across them (a generation waits mostly on the AI service). */
export async function startAiWorkers(app: FastifyInstance, deps: AiJobDeps): Promise<void> {
  await app.jobs.work<GenerationJob | RegenerationJob>(
    [AI_GENERATE_QUEUE, AI_REGENERATE_QUEUE],
    (data, job) => (job.name === AI_GENERATE_QUEUE ? runGeneration(deps, data as GenerationJob, job) : runRegeneration(deps, data as RegenerationJob, job)),
    { concurrency: 2 },
  );
}
