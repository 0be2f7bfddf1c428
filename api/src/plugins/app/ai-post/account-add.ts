import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import {
  AI_FORMATS,
  ASSET_STORAGE_PREFIXES,
  ERROR_CODES,
  PROJECT_TYPES,
  PUBLISH_QUALITIES,
  REGISTERED_MEDIA_TYPES,
  SHOOTING_MODES,
  STORYBOARD_LIMITS,
  STORYBOARD_MESSAGES,
  STORYBOARD_STATUSES,
  UGV_STATUSES,
  type AiMetadata,
  type UpdateStoryboardSummary,
} from '../../../contracts';
import { aiRepository } from '../ai';
import { clip, uniqueTags } from '../ai/generator/compose';
import type { PaymentGateway } from '../billing/payment-gateway';
import { customerRepository, type Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import type { JobQueue, QueueSpec } from '../jobs';
import { MEDIA_PROCESS_QUEUE, type MediaProcessJob } from '../media/jobs';
import { mediaAssetRepository } from '../media/media-repository';
import type { ObjectStorage } from '../storage';
import { assertStorageKey } from '../storage/keys';
import { storyboardService } from '../storyboards/storyboard-service';
import { aiPostRepository, type AccountAddRow } from './ai-post-repository';
import { endsTheRequest, type PostJobContext } from './failures';
import { MediaInputError, extensionOf } from './media-files';

/*
 * Adding an AI storyboard to the account (002 §4; docs/adr/030): a classic storyboard made
 * through the storyboard domain's own service, as a customer would make one, never by
 * writing its tables:
 * 1. each shot's picture copied to the customer's storyboard pictures and registered as
 *    their image (processed by the media job, like an upload);
 * 2. in one transaction: the storyboard created (a Draft in the Dev project) with the
 *    title, description, tags and orientation, its shots with their pictures, durations
 *    and UGV status (ugc Yes is ON), released in High quality (Processing), and the add
 *    under way with its script_id;
 * 3. the release job publishes it (or sends it back to Draft with the reason); this job
 *    looks again every few seconds, then moves the Published storyboard to the Live
 *    project (the domain's move-to-live rule: Published, Dev, High quality), and the add is
 *    done (3). A refused release fails the add (4) with the reason.
 * A try stopped by a restart runs again: step 2 either happened whole or not at all, and
 * the copies in step 1 go to fixed keys.
 */

export const ACCOUNT_ADD_QUEUE = 'ai-add-to-account';
export const ACCOUNT_ADD_QUEUES: readonly QueueSpec[] = [{ name: ACCOUNT_ADD_QUEUE, retryLimit: 3, expireInSeconds: 10 * 60 }];

/** Seconds between looks at the release, and how long the add waits for it at most. */
export const RELEASE_CHECK_SECONDS = 2;
export const RELEASE_WAIT_MS = 60 * 60 * 1000;

export interface AccountAddJob {
  readonly addId: number;
  /** The identity whose private folder the pictures are copied to (the customer's user's `sub`). */
  readonly identity: string;
  /** Who asked: the storyboard service acts for them (the customer, or an admin for the customer). */
  readonly caller: Customer;
}

export interface AccountAddDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly jobs: JobQueue;
  readonly gateway: PaymentGateway;
  readonly log?: FastifyBaseLogger;
  readonly now?: () => number;
}

/** The add cannot go on: the AI storyboard is gone, or the release was refused. */
class AddRefused extends Error {
  override readonly name = 'AddRefused';
}

/** `private/{identity}/storyboards/deep-story/{addId}/shot-NN.{ext}`: the pictures of the storyboard an add makes. */
export const addedPictureKeyOf = (identity: string, addId: number, shotNumber: number, extension: string): string =>
  assertStorageKey(`${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/storyboards/deep-story/${addId}/shot-${String(shotNumber).padStart(2, '0')}.${extension}`);

/** Step 1: each shot's picture copied and registered as the customer's image; the copies' keys by shot id. */
async function copyPictures(deps: AccountAddDeps, add: AccountAddRow, identity: string, metadata: AiMetadata): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  for (const shot of metadata.shots) {
    if (!shot.image_asset_id) continue;
    const key = addedPictureKeyOf(identity, add.id, shot.shot_number, extensionOf(shot.image_asset_id));
    const source = await deps.storage.get(shot.image_asset_id);
    if (!source) throw new MediaInputError(`The picture of shot ${shot.shot_number} is no longer stored`);
    const info = await deps.storage.put(key, source.body, source.contentType);
    await deps.db.transaction(async (tx) => {
      const { queue } = await mediaAssetRepository(tx).register({
        customerId: add.customerId,
        assetId: key,
        bucket: deps.storage.bucket,
        mediaType: REGISTERED_MEDIA_TYPES.Image,
        contentType: info.contentType,
        size: info.size,
        etag: info.etag,
        originalFileName: key.slice(key.lastIndexOf('/') + 1),
      });
      if (queue) await deps.jobs.send<MediaProcessJob>(MEDIA_PROCESS_QUEUE, { assetId: key }, { tx });
    });
    copies.set(shot.shot_id, key);
  }
  return copies;
}

/** The classic storyboard's summary (001 §5 limits: title 50, description 280). */
function summaryOf(metadata: AiMetadata, cover: string | null): UpdateStoryboardSummary {
  const portrait = metadata.format === AI_FORMATS.portrait;
  return {
    title: clip(metadata.title, STORYBOARD_LIMITS.TITLE_MAX_LENGTH) || 'Deep Story storyboard',
    description: clip(metadata.description, STORYBOARD_LIMITS.DESCRIPTION_MAX_LENGTH),
    tags: uniqueTags(metadata.tags),
    shootingMode: portrait ? SHOOTING_MODES.Portrait : SHOOTING_MODES.Landscape,
    ...(cover ? { thumbnailAssetId: cover, ...(portrait ? { portraitImageAssetId: cover } : { landScapeImageAssetId: cover }) } : {}),
  };
}

/** Step 2 (one transaction): the storyboard, its shots, its release; the add under way with the storyboard's id. */
async function createStoryboard(deps: AccountAddDeps, add: AccountAddRow, caller: Customer, metadata: AiMetadata, pictures: Map<string, string>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const service = storyboardService({ db: tx, gateway: deps.gateway, jobs: deps.jobs });
    const cover = metadata.shots.map((s) => pictures.get(s.shot_id)).find(Boolean) ?? null;
    const scriptId = await service.create(add.customerId, summaryOf(metadata, cover));
    for (const shot of metadata.shots) {
      await service.createShot(caller, add.customerId, scriptId, {
        title: clip(shot.title, 100),
        description: clip(shot.description, 1000),
        durationMillis: Math.min(120, Math.max(1, shot.duration_seconds)) * 1000,
        imageAssetId: pictures.get(shot.shot_id) ?? null,
        ugvStatus: shot.ugc === 'Yes' ? UGV_STATUSES.ON : UGV_STATUSES.OFF,
      });
    }
    await service.release(add.customerId, scriptId, PUBLISH_QUALITIES.High);
    if (!(await aiPostRepository(tx).accountAddProcessing(add.id, scriptId))) throw new AddRefused('The add was ended meanwhile');
  });
}

/**
 * Step 3: Published in Dev moves to Live and the add is done; still Processing looks again
 * later; back in Draft (the release refused) fails the add. True when the add has ended.
 */
async function followRelease(deps: AccountAddDeps, add: AccountAddRow & { scriptId: number }, data: AccountAddJob): Promise<boolean> {
  const service = storyboardService({ db: deps.db, gateway: deps.gateway, jobs: deps.jobs });
  const storyboard = await service.detail(add.customerId, add.scriptId).catch(() => null);
  if (!storyboard) throw new AddRefused(STORYBOARD_MESSAGES.addToAccountFailed);
  if (storyboard.status === STORYBOARD_STATUSES.Published) {
    if (storyboard.project.projectType !== PROJECT_TYPES.Live) {
      const live = (await customerRepository(deps.db).projectsOf(add.customerId)).find((p) => p.projectType === PROJECT_TYPES.Live);
      if (!live) throw new AddRefused('The customer has no Live project');
      await service.moveToLive(add.customerId, add.scriptId, live.id);
    }
    await aiPostRepository(deps.db).accountAddDone(add.id);
    return true;
  }
  if (storyboard.status !== STORYBOARD_STATUSES.Processing) {
    throw new AddRefused(storyboard.releaseError ? `${STORYBOARD_MESSAGES.addToAccountFailed}: ${storyboard.releaseError}` : STORYBOARD_MESSAGES.addToAccountFailed);
  }
  const now = deps.now?.() ?? Date.now();
  if (now - add.createdAt.getTime() > RELEASE_WAIT_MS) throw new AddRefused(`${STORYBOARD_MESSAGES.addToAccountFailed}: the release did not finish`);
  await deps.jobs.send<AccountAddJob>(ACCOUNT_ADD_QUEUE, data, { startAfterSeconds: RELEASE_CHECK_SECONDS });
  return false;
}

/** The add-to-account job (see the header). */
export async function runAccountAdd(deps: AccountAddDeps, data: AccountAddJob, job: PostJobContext): Promise<void> {
  const repo = aiPostRepository(deps.db);
  const add = await repo.accountAdd(data.addId);
  if (!add || !(await repo.accountAddProcessing(add.id, null))) return;
  try {
    if (add.scriptId === null) {
      const source = await aiRepository(deps.db).find(add.storyboardId);
      if (!source?.metadata) throw new AddRefused('The AI storyboard no longer exists');
      const pictures = await copyPictures(deps, add, data.identity, source.metadata);
      await createStoryboard(deps, add, data.caller, source.metadata, pictures);
      const created = await repo.accountAdd(add.id);
      if (created?.scriptId) await followRelease(deps, { ...created, scriptId: created.scriptId }, data);
      return;
    }
    await followRelease(deps, { ...add, scriptId: add.scriptId }, data);
  } catch (err) {
    // The storyboard domain's refusals (its rules, its limits) would be the same next time.
    const refused = err instanceof AddRefused || err instanceof ApiError;
    if (!refused && !endsTheRequest(err, job)) throw err;
    deps.log?.warn({ addId: add.id, err }, 'adding an AI storyboard to the account failed');
    const message = refused || err instanceof MediaInputError ? (err as Error).message : STORYBOARD_MESSAGES.addToAccountFailed;
    await repo.accountAddFailed(add.id, ERROR_CODES.DEFAULT, message);
  }
}
