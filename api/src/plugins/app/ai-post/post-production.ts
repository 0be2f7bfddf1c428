import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import { DEEPSTORY_MESSAGES, ERROR_CODES, KDEN_FILE, REGISTERED_MEDIA_TYPES, aiMetadataSchema, type AiMetadata } from '../../../contracts';
import { aiFolderOf, aiRepository } from '../ai';
import type { JobQueue, QueueSpec } from '../jobs';
import { UnsupportedMediaError } from '../media/probe';
import { withWorkDir } from '../media/workspace';
import type { ObjectStorage } from '../storage';
import { assertStorageKey } from '../storage/keys';
import { aiPostRepository, type PostProductionRow, type PostProductionStep } from './ai-post-repository';
import { endsTheRequest, expired, type PostJobContext } from './failures';
import { wipeLumaMap, writeEditingProject, type EditingProjectInput, type ProjectMedia, type ProjectShot } from './kdenlive-project';
import { MediaInputError, extensionOf, fetchMedia, isStill, stillAsPng } from './media-files';
import { ProjectCheckError, previewSize, renderPreview } from './preview';
import { projectSettings, shotTransition, withDefaultSettings, type ProjectSettings } from './settings';
import { tarGz } from './tar-gz';

/*
 * The post-production job (002 §4 film action; docs/adr/030), one per request, in the
 * durable queue (ADR 018):
 * 1. prepare (post_production_process_status 1 -> 2 -> 3): the settings the metadata lacks
 *    added with their defaults, and every file the project uses fetched from storage into
 *    a work folder (pictures as PNG);
 * 2. the editing project (kdenlive_process_status 1 -> 2 -> 3): the Kdenlive project
 *    written, checked by rendering a small preview with melt whose length must be the
 *    project's, and packed with its media and the preview into output.tar.gz under the
 *    customer's private folder (kden_key).
 * A failure that would repeat (a file gone, melt refusing the project), an expiry or the
 * last try ends the step that failed with status 4 and the reason. The api shutting down
 * does not: the job runs again after the restart and starts over (the work folder is
 * gone; what it stores goes to fixed keys). The job works from the revision it was asked
 * for: when the storyboard is edited meanwhile it writes nothing, and carries on with the
 * new revision unless the edit reset post-production.
 */

export const POST_PRODUCTION_QUEUE = 'ai-post-production';
export const POST_PRODUCTION_QUEUES: readonly QueueSpec[] = [{ name: POST_PRODUCTION_QUEUE, retryLimit: 2, expireInSeconds: 30 * 60 }];

export interface PostProductionJob {
  readonly storyboardId: number;
  /** The storyboard's revision the project is made from. */
  readonly revision: number;
  /** The identity whose private folder output.tar.gz goes to (the customer's user's `sub`). */
  readonly identity: string;
}

export interface PostProductionDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly jobs: JobQueue;
  readonly log?: FastifyBaseLogger;
  /** The clock of Kdenlive's document id and the archive's times. */
  readonly now?: () => Date;
}

/** The archive's folder and the project file's name in it. */
export const PROJECT_FILE = 'project.kdenlive';
export const PREVIEW_FILE = 'preview.mp4';
export const archiveFolderOf = (storyboardId: number): string => `storyboard-${storyboardId}`;

/**
 * `private/{identity}/ai/{storyboardId}/post-production/{revision}/output.tar.gz`: a job of
 * another revision, running late in another api process, never writes over this one.
 */
export const outputKeyOf = (identity: string, storyboardId: number, revision: number): string =>
  assertStorageKey(`${aiFolderOf(identity, storyboardId)}post-production/${revision}/${KDEN_FILE.DOWNLOAD_NAME}`);

/** The storyboard moved on while the job ran (an edit, a delete): nothing of this try is written. */
class StaleRevision extends Error {
  override readonly name = 'StaleRevision';
}

/** The customer's words for a failure (the details go to the log). */
function failureText(err: unknown, job: PostJobContext, step: PostProductionStep): string {
  if (expired(job)) return 'Post-production took too long.';
  if (err instanceof MediaInputError || err instanceof ProjectCheckError) return err.message;
  if (err instanceof UnsupportedMediaError) return `A file of the storyboard could not be read: ${err.message}`;
  return step === 'prepare' ? 'The storyboard media could not be prepared.' : DEEPSTORY_MESSAGES.kdenFileFailed;
}

const underWay = (row: PostProductionRow): boolean => [1, 2].includes(row.postProductionStatus) || [1, 2].includes(row.kdenliveStatus);

/** The files of the project in the work folder. */
interface PreparedMedia {
  readonly shots: (ProjectMedia | null)[];
  readonly watermark: ProjectMedia | null;
  readonly closingLogo: ProjectMedia | null;
  readonly backgroundAudio: ProjectMedia | null;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Fetches a picture the project shows (a shot's, the watermark, the closing logo) as
 * `media/{name}.png`; `notStill` is the refusal when it is not a picture.
 */
async function fetchStill(deps: PostProductionDeps, dir: string, key: string, name: string, what: string, notStill: string, signal: AbortSignal): Promise<ProjectMedia> {
  const fetched = await fetchMedia(deps.storage, key, join(dir, 'media', `${name}.source`), what, signal);
  if (!isStill(fetched.facts)) throw new MediaInputError(notStill);
  await stillAsPng(fetched.file, join(dir, 'media', `${name}.png`));
  return { file: `media/${name}.png`, kind: 'image', seconds: null, hasAudio: false };
}

/** Fetches every file the project uses into `dir/media`. */
async function prepareMedia(deps: PostProductionDeps, metadata: AiMetadata, dir: string, signal: AbortSignal): Promise<PreparedMedia> {
  await mkdir(join(dir, 'media'), { recursive: true });
  const shots: (ProjectMedia | null)[] = [];
  for (const shot of metadata.shots) {
    const what = `The media of shot ${shot.shot_number}`;
    const key = shot.video_asset_id ?? shot.image_asset_id;
    if (!key) {
      shots.push(null);
      continue;
    }
    const name = `shot-${two(shot.shot_number)}`;
    const fetched = await fetchMedia(deps.storage, key, join(dir, 'media', `${name}.source`), what, signal);
    if (isStill(fetched.facts)) {
      await stillAsPng(fetched.file, join(dir, 'media', `${name}.png`));
      shots.push({ file: `media/${name}.png`, kind: 'image', seconds: null, hasAudio: false });
    } else if (fetched.facts.mediaType === REGISTERED_MEDIA_TYPES.Video) {
      const file = `media/${name}.${extensionOf(key)}`;
      await rename(fetched.file, join(dir, file));
      const seconds = fetched.facts.durationMillis === null ? null : fetched.facts.durationMillis / 1000;
      shots.push({ file, kind: 'video', seconds, hasAudio: fetched.facts.hasAudio });
    } else {
      throw new MediaInputError(`${what} is a sound file: ${DEEPSTORY_MESSAGES.imageOrVideoOnly}`);
    }
  }
  const first = <T>(list: readonly T[]): T | null => list[0] ?? null;
  const watermarkKey = first(metadata.watermark_image)?.asset_id;
  const logoKey = first(metadata.last_logo_image)?.asset_id;
  const audioKey = first(metadata.background_audio)?.asset_id;
  const watermark = watermarkKey ? await fetchStill(deps, dir, watermarkKey, 'watermark', 'The watermark', DEEPSTORY_MESSAGES.watermarkImageOnly, signal) : null;
  const closingLogo = logoKey ? await fetchStill(deps, dir, logoKey, 'closing-logo', 'The closing logo', DEEPSTORY_MESSAGES.closingLogoImageOnly, signal) : null;
  let backgroundAudio: ProjectMedia | null = null;
  if (audioKey) {
    const file = `media/background-audio.${extensionOf(audioKey)}`;
    const fetched = await fetchMedia(deps.storage, audioKey, join(dir, file), 'The background audio', signal);
    if (fetched.facts.mediaType !== REGISTERED_MEDIA_TYPES.Audio) throw new MediaInputError(DEEPSTORY_MESSAGES.backgroundAudioOnly);
    backgroundAudio = { file, kind: 'audio', seconds: fetched.facts.durationMillis === null ? null : fetched.facts.durationMillis / 1000, hasAudio: true };
  }
  return { shots, watermark, closingLogo, backgroundAudio };
}

/** The writer's input: the shots in order with their files, transitions and settings. */
export function projectInput(metadata: AiMetadata, media: PreparedMedia, settings: ProjectSettings, documentId: string): EditingProjectInput {
  const shots: ProjectShot[] = metadata.shots.map((shot, i) => ({
    shotNumber: shot.shot_number,
    title: shot.title,
    seconds: shot.duration_seconds,
    media: media.shots[i] ?? null,
    transition: shotTransition(shot, settings),
  }));
  return {
    title: metadata.title,
    documentId,
    settings,
    shots,
    watermark: media.watermark,
    closingLogo: media.closingLogo,
    backgroundAudio: media.backgroundAudio,
    wipeLuma: 'media/wipe.pgm',
  };
}

/**
 * Step 2 in `dir`: the project and its preview written, the preview rendered and checked,
 * output.tar.gz stored; its key.
 */
async function makeProject(deps: PostProductionDeps, data: PostProductionJob, input: EditingProjectInput, dir: string, signal: AbortSignal): Promise<string> {
  const project = writeEditingProject(input);
  await writeFile(join(dir, PROJECT_FILE), project.xml);
  const wipes = input.shots.some((s) => s.transition.kind === 'wipe');
  if (wipes) await writeFile(join(dir, input.wipeLuma), wipeLumaMap());
  // The preview is the same project in a small frame (melt would compose the full frame first and scale it after).
  const preview = writeEditingProject({ ...input, settings: { ...input.settings, ...previewSize(input.settings) } });
  await writeFile(join(dir, 'preview.mlt'), preview.xml);
  await renderPreview(join(dir, 'preview.mlt'), join(dir, PREVIEW_FILE), project.seconds, signal);
  const folder = archiveFolderOf(data.storyboardId);
  const media = [...project.clips.map((c) => c.file), input.watermark?.file, input.backgroundAudio?.file, wipes ? input.wipeLuma : null];
  const files = [PROJECT_FILE, ...new Set(media.filter((f): f is string => Boolean(f))), PREVIEW_FILE];
  const key = outputKeyOf(data.identity, data.storyboardId, data.revision);
  const now = deps.now?.() ?? new Date();
  await deps.storage.put(key, tarGz(files.map((f) => ({ name: `${folder}/${f}`, file: join(dir, f) })), now), 'application/gzip');
  return key;
}

/**
 * After an edit: a post-production still under way for an older revision goes on with the
 * current one, unless one was already asked for it (the film button) or the edit reset it.
 */
async function followRevision(deps: PostProductionDeps, data: PostProductionJob): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const repo = aiPostRepository(tx);
    const row = await repo.postProduction(data.storyboardId, { lock: true });
    if (!row || row.revision === data.revision || !underWay(row) || row.postProductionRevision === row.revision) return;
    await repo.start(row.id, row.revision);
    await deps.jobs.send<PostProductionJob>(POST_PRODUCTION_QUEUE, { ...data, revision: row.revision }, { tx });
  });
}

/** The post-production job (see the header). */
export async function runPostProduction(deps: PostProductionDeps, data: PostProductionJob, job: PostJobContext): Promise<void> {
  const repo = aiPostRepository(deps.db);
  const { storyboardId: id, revision } = data;
  const row = await repo.postProduction(id);
  if (!row) return;
  if (row.revision !== revision) return followRevision(deps, data);
  if (!underWay(row) || !row.metadata) return;
  let step: PostProductionStep = 'prepare';
  try {
    await withWorkDir(async (dir) => {
      if (!(await repo.preparing(id, revision))) throw new StaleRevision();
      let metadata = aiMetadataSchema.parse(row.metadata);
      const filled = withDefaultSettings(metadata);
      if (filled) {
        let saved = false;
        await aiRepository(deps.db).mergeMetadata(id, (current) => {
          if (current.revision !== revision || !current.metadata) return null;
          saved = true;
          return { metadata: { ...current.metadata, post_production_global_settings: filled.post_production_global_settings, shots: filled.shots } };
        });
        if (!saved) throw new StaleRevision();
        metadata = filled;
      }
      const media = await prepareMedia(deps, metadata, dir, job.signal);
      if (!(await repo.prepared(id, revision))) throw new StaleRevision();
      step = 'project';
      const documentId = String((deps.now?.() ?? new Date()).getTime());
      const key = await makeProject(deps, data, projectInput(metadata, media, projectSettings(metadata), documentId), dir, job.signal);
      const previous = (await repo.postProduction(id))?.kdenKey ?? null;
      if (!(await repo.finished(id, revision, key))) {
        await deps.storage.delete(key);
        throw new StaleRevision();
      }
      // The project of an earlier revision is no one's now.
      if (previous && previous !== key) await deps.storage.delete(previous);
    });
  } catch (err) {
    if (err instanceof StaleRevision) return followRevision(deps, data);
    if (!endsTheRequest(err, job)) throw err;
    deps.log?.warn({ storyboardId: id, err }, 'AI post-production failed');
    await repo.failed(id, revision, step, ERROR_CODES.DEFAULT, failureText(err, job, step));
  }
}
