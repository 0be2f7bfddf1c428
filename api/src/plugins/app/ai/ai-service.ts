import type { Db } from '../../../db';
import {
  AI_LIMITS,
  AI_MEDIA_TYPES,
  AI_STATUS,
  DEEPSTORY_MESSAGES,
  DISCOVERY_MESSAGES,
  aiMetadataSchema,
  splitObjectives,
  type AiMetadata,
  type AiShot,
  type AiStoryboardDetail,
  type AiStoryboardRecord,
  type DiscoveryRequest,
  type GenerationStatus,
  type StoryboardRequestDetail,
  type UpdateAiStoryboard,
  type UpdateStoryboardMetadata,
  type UpdateStoryboardTitle,
} from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import { mediaAssetRepository } from '../media/media-repository';
import { removeStoredMedia } from '../media/purge';
import type { JobQueue } from '../jobs';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { customerIdentity, requireOwnKey } from '../storage/access';
import type { ObjectStorage } from '../storage';
import { UPLOAD_ERROR_CODES } from '../storage/uploads';
import { droppedAiKeys, isAiKeyOf } from './ai-keys';
import { aiNotFound, aiStoryboardOf, generatedStoryboardOf, isAdmin, requireAiUser } from './ai-access';
import { aiRepository, toGenerationStatus, toRecord, type AiStoryboardRow } from './ai-repository';
import { clip } from './generator/compose';
import { ANGLE_GUIDES } from './generator/local-planner';
import { AI_GENERATE_QUEUE, AI_REGENERATE_QUEUE, type GenerationJob, type RegenerationJob } from './jobs';

/*
 * Deep Story's calls (002 §3, §4, §7; docs/adr/029). The routes have authenticated the
 * caller and checked their plan (viewDeepStory, or an admin). Every call names the customer
 * as `user_id`: it must be the caller's own customer id (403 AI_USER_MISMATCH), except for
 * an admin, who may name any. A storyboard, series or request of another customer is 404
 * AI_NOT_FOUND, like one that does not exist. Edits are all or nothing.
 */

export interface AiServiceDeps {
  readonly db: Db;
  readonly jobs: JobQueue;
  readonly storage: ObjectStorage;
  /** AI_SERIES_SIZE: storyboards one brief makes. */
  readonly seriesSize: number;
}

/** The identity whose private folder the customer's Deep Story pictures live in (409 when the customer has no user). */
async function identityFor(db: Db, caller: AssetCaller, customerId: number): Promise<string> {
  const identity = await customerIdentity(db, caller, customerId);
  if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own the storyboard images');
  return identity;
}

/** The brief as the series keeps it (002 §3 saved request detail); 400 for objectives the form would refuse. */
function briefOf(request: DiscoveryRequest): StoryboardRequestDetail {
  const objectives = splitObjectives(request.objectives);
  if (objectives.length === 0) throw ApiError.badRequest(DISCOVERY_MESSAGES.objectiveRequired, 'VALIDATION_ERROR');
  if (objectives.length > AI_LIMITS.OBJECTIVES_MAX) throw ApiError.badRequest(`At most ${AI_LIMITS.OBJECTIVES_MAX} objectives`, 'VALIDATION_ERROR');
  if (objectives.some((o) => o.length > AI_LIMITS.OBJECTIVE_MAX_LENGTH)) {
    throw ApiError.badRequest(`An objective is at most ${AI_LIMITS.OBJECTIVE_MAX_LENGTH} characters`, 'VALIDATION_ERROR');
  }
  return {
    purpose: request.purpose,
    objectives: objectives.join(', '),
    topic: request.topic,
    storyteller: request.end_user,
    target_audience: request.target_audience,
    orientation: request.format,
    video_length: request.second,
  };
}

/** The media type of a shot with its assets (002 §3: 0 when it has a video, else 1). */
const mediaTypeOf = (shot: Pick<AiShot, 'video_asset_id'>): AiShot['media_type'] => (shot.video_asset_id ? AI_MEDIA_TYPES.video : AI_MEDIA_TYPES.image);

/** Every key a shot names is the customer's own, or public/protected (403 FOREIGN_PRIVATE_ASSET else). */
function requireOwnKeys(keys: readonly (string | null)[], identity: string): void {
  for (const key of keys) if (key !== null) requireOwnKey(key, identity);
}

export function aiService(deps: AiServiceDeps) {
  const repo = aiRepository(deps.db);

  /** All the storyboards, each the customer's (404 else). */
  async function ownedAll(customerId: number | null, ids: readonly number[]): Promise<AiStoryboardRow[]> {
    const rows = await repo.findMany([...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row || (customerId !== null && row.customerId !== customerId)) throw aiNotFound(`AI storyboard ${id}`);
      return row;
    });
  }

  /**
   * The image a saved shot keeps. Pictures Deep Story made change only through
   * regeneration: a save that names another of this storyboard's AI pictures than the stored
   * one (the portal read it before a regeneration finished) keeps the stored one; a shot
   * saved without a picture gets its latest finished regeneration's, if any.
   */
  async function keptImage(storyboardId: number, shot: AiShot, stored: AiShot | undefined): Promise<string | null> {
    const sent = shot.image_asset_id;
    if (sent !== null && isAiKeyOf(sent, storyboardId) && stored?.image_asset_id && isAiKeyOf(stored.image_asset_id, storyboardId)) return stored.image_asset_id;
    if (sent !== null) return sent;
    return stored?.image_asset_id ?? (await repo.latestRegeneratedImage(storyboardId, shot.shot_id));
  }

  /** Removes the pictures Deep Story made that the saved metadata no longer names (a shot removed, a picture replaced). */
  async function dropUnused(before: AiMetadata, after: AiMetadata, storyboardId: number): Promise<void> {
    for (const key of droppedAiKeys(before, after, storyboardId)) await deps.storage.delete(key);
  }

  return {
    /** POST /ai/requestAIStoryboards: the series and its N storyboards, each with its generation job; their ids. */
    async requestStoryboards(caller: AssetCaller, request: DiscoveryRequest): Promise<{ request_ids: number[]; series_id: number }> {
      requireAiUser(caller.customer, request.user_id);
      const identity = await identityFor(deps.db, caller, request.user_id);
      const brief = briefOf(request);
      const objectives = splitObjectives(brief.objectives);
      return deps.db.transaction(async (tx) => {
        const series = aiRepository(tx);
        const seriesId = await series.insertSeries(request.user_id, clip(request.purpose, AI_LIMITS.SHORT_TEXT_MAX_LENGTH), brief);
        const ids: number[] = [];
        for (let angle = 0; angle < deps.seriesSize; angle++) {
          const take = ANGLE_GUIDES[angle % ANGLE_GUIDES.length]?.label ?? `Take ${angle + 1}`;
          const storyboardId = await series.insertStoryboard({
            seriesId,
            customerId: request.user_id,
            angle,
            // Until generated: the purpose and the take; then the storyboard's own title.
            title: `${clip(request.purpose, AI_LIMITS.SHORT_TEXT_MAX_LENGTH - take.length - 3)} (${take})`,
            format: request.format,
            objective: objectives[angle % objectives.length] ?? '',
            videoSecond: request.second,
          });
          await deps.jobs.send<GenerationJob>(AI_GENERATE_QUEUE, { storyboardId, identity }, { tx });
          ids.push(storyboardId);
        }
        return { request_ids: ids, series_id: seriesId };
      });
    },

    /** GET /ai/checkGenerationStatus: one entry per id, each the caller's (an admin's: any). */
    async statuses(caller: Customer, ids: readonly number[]): Promise<GenerationStatus[]> {
      return (await ownedAll(isAdmin(caller) ? null : caller.id, ids)).map(toGenerationStatus);
    },

    /** GET /ai/getAIStoryboards: every storyboard of the customer, newest series first. */
    async list(caller: Customer, userId: number): Promise<AiStoryboardRecord[]> {
      requireAiUser(caller, userId);
      return (await repo.listOf(userId)).map(toRecord);
    },

    /** GET /ai/getAIStoryboard (002 §3 storyboard detail). */
    async detail(caller: Customer, userId: number, id: number): Promise<AiStoryboardDetail> {
      requireAiUser(caller, userId);
      const row = await generatedStoryboardOf(deps.db, userId, id);
      return { id: row.id, metadata: row.metadata, post_production_process_status: row.postProductionStatus, kdenlive_process_status: row.kdenliveStatus };
    },

    /** GET /ai/getAIStoryboardMetadata. */
    async metadata(caller: Customer, userId: number, id: number): Promise<AiMetadata> {
      requireAiUser(caller, userId);
      return (await generatedStoryboardOf(deps.db, userId, id)).metadata;
    },

    /** GET /ai/getStoryboardRequestDetail: the brief the storyboard was made from. */
    async requestDetail(caller: Customer, userId: number, id: number): Promise<StoryboardRequestDetail> {
      requireAiUser(caller, userId);
      await aiStoryboardOf(deps.db, userId, id);
      const source = await repo.briefOf(id);
      if (!source) throw aiNotFound();
      return source.brief;
    },

    /** DELETE /ai/deleteAIStoryboards: all of them or none; then the pictures made for them. */
    async delete(caller: Customer, userId: number, ids: readonly number[]): Promise<number> {
      requireAiUser(caller, userId);
      const rows = await ownedAll(userId, ids);
      const unique = rows.map((r) => r.id).filter((id, i, all) => all.indexOf(id) === i);
      const keys = (await repo.storedKeysOf(unique)).filter((key) => unique.some((id) => isAiKeyOf(key, id)));
      // Director Guide videos were registered as the customer's videos: their records and
      // renditions go with them (the keys are the storyboards' own, checked above).
      const renditions = await mediaAssetRepository(deps.db).renditionsOf(keys);
      const registered = new Set<string>();
      const deleted = await deps.db.transaction(async (tx) => {
        const media = mediaAssetRepository(tx);
        for (const key of keys) if (await media.remove(key)) registered.add(key);
        return aiRepository(tx).deleteStoryboards(unique);
      });
      // A job still drawing for one of them finds it gone and removes what it stored.
      for (const key of keys) {
        const known = renditions.get(key);
        if (registered.has(key)) await removeStoredMedia(deps.storage, key, { thumbnailKey: known?.thumbnailAssetId, streamKey: known?.streamAssetId });
        else await deps.storage.delete(key);
      }
      return deleted;
    },

    /** POST /ai/updateStoryboardTitle: series and storyboard titles, all or nothing; how many were named. */
    async updateTitles(caller: Customer, body: UpdateStoryboardTitle): Promise<number> {
      requireAiUser(caller, body.user_id);
      const seriesIds = [...new Set(body.series.map((s) => s.series_id))];
      const owned = await repo.seriesOwnedBy(body.user_id, seriesIds);
      const foreign = seriesIds.find((id) => !owned.includes(id));
      if (foreign !== undefined) throw aiNotFound(`series ${foreign}`);
      await ownedAll(body.user_id, body.storyboards.map((s) => s.id));
      await deps.db.transaction(async (tx) => {
        const r = aiRepository(tx);
        for (const s of body.series) await r.renameSeries(s.series_id, s.series_title);
        for (const s of body.storyboards) await r.renameStoryboard(s.id, s.title);
      });
      return body.series.length + body.storyboards.length;
    },

    /**
     * POST /ai/updateAIStoryboard: the storyboard page's save. The shots in their new order,
     * renumbered 1..n, the total recomputed; at least one shot (EMPTY_SHOTS_ERROR); a new
     * revision; post-production stale again.
     */
    async updateStoryboard(caller: AssetCaller, body: UpdateAiStoryboard): Promise<void> {
      requireAiUser(caller.customer, body.user_id);
      if (body.shots.length === 0) throw ApiError.badRequest(DEEPSTORY_MESSAGES.emptyShots, 'VALIDATION_ERROR');
      const row = await generatedStoryboardOf(deps.db, body.user_id, body.id);
      if (new Set(body.shots.map((s) => s.shot_id)).size !== body.shots.length) throw ApiError.badRequest('Two shots have the same shot_id', 'VALIDATION_ERROR');
      const identity = await identityFor(deps.db, caller, body.user_id);
      requireOwnKeys(body.shots.flatMap((s) => [s.image_asset_id, s.video_asset_id]), identity);
      const stored = new Map(row.metadata.shots.map((s) => [s.shot_id, s]));
      const shots: AiShot[] = [];
      for (const [i, shot] of body.shots.entries()) {
        const image = await keptImage(row.id, shot, stored.get(shot.shot_id));
        shots.push({ ...shot, shot_number: i + 1, image_asset_id: image, media_type: mediaTypeOf(shot) });
      }
      const metadata = aiMetadataSchema.parse({
        ...row.metadata,
        title: body.title,
        description: body.description,
        tags: body.tags,
        shots,
        total_duration_seconds: shots.reduce((sum, s) => sum + s.duration_seconds, 0),
        // Without a cover once its pictures are made (or failed), the first shot with a picture gives it; while they are made, the job does.
        thumbnail_asset_id:
          row.metadata.thumbnail_asset_id ?? (row.imageStatus === AI_STATUS.Done || row.imageStatus === AI_STATUS.Failed ? (shots.find((s) => s.image_asset_id)?.image_asset_id ?? null) : null),
      });
      if (!(await repo.saveEdit(row.id, metadata))) throw aiNotFound();
      await dropUnused(row.metadata, metadata, row.id);
    },

    /**
     * POST /ai/updateStoryboardMetadata: the film step's save (watermark, closing logo,
     * background audio, global settings; per shot ugc, media and transition). Other fields
     * are the storyboard page's.
     */
    async updateFilmSettings(caller: AssetCaller, body: UpdateStoryboardMetadata): Promise<void> {
      requireAiUser(caller.customer, body.user_id);
      const row = await generatedStoryboardOf(deps.db, body.user_id, body.id);
      const identity = await identityFor(deps.db, caller, body.user_id);
      requireOwnKeys(
        [
          ...[...body.watermark_image, ...body.last_logo_image, ...body.background_audio].map((a) => a.asset_id),
          ...body.shots.flatMap((s) => [s.image_asset_id, s.video_asset_id]),
        ],
        identity,
      );
      const changes = new Map(body.shots.map((s) => [s.shot_id, s]));
      const unknown = body.shots.find((s) => !row.metadata.shots.some((shot) => shot.shot_id === s.shot_id));
      if (unknown) throw ApiError.badRequest(`Shot ${unknown.shot_id} is not in the storyboard`, 'VALIDATION_ERROR');
      const shots: AiShot[] = [];
      for (const shot of row.metadata.shots) {
        const change = changes.get(shot.shot_id);
        if (!change) {
          shots.push(shot);
          continue;
        }
        const next = { ...shot, ugc: change.ugc, image_asset_id: change.image_asset_id, video_asset_id: change.video_asset_id, kdenlive_ids: change.kdenlive_ids };
        shots.push({ ...next, image_asset_id: await keptImage(row.id, next, shot), media_type: mediaTypeOf(next) });
      }
      const metadata = aiMetadataSchema.parse({
        ...row.metadata,
        shots,
        watermark_image: body.watermark_image,
        last_logo_image: body.last_logo_image,
        background_audio: body.background_audio,
        post_production_global_settings: body.post_production_global_settings,
      });
      if (!(await repo.saveFilmSettings(row.id, metadata))) throw aiNotFound();
      await dropUnused(row.metadata, metadata, row.id);
    },

    /** POST /ai/requestAIImageRegeneration: one regeneration (and job) per item, in order; their ids. */
    async requestRegeneration(caller: AssetCaller, body: { id: number; user_id: number; items: readonly { shot_number: number; prompt: string; shot_id: string }[] }): Promise<number[]> {
      requireAiUser(caller.customer, body.user_id);
      const row = await generatedStoryboardOf(deps.db, body.user_id, body.id);
      const identity = await identityFor(deps.db, caller, body.user_id);
      return deps.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const item of body.items) {
          const regenerationId = await aiRepository(tx).insertRegeneration({
            storyboardId: row.id,
            customerId: row.customerId,
            shotId: item.shot_id,
            shotNumber: item.shot_number,
            prompt: item.prompt,
          });
          await deps.jobs.send<RegenerationJob>(AI_REGENERATE_QUEUE, { regenerationId, identity }, { tx });
          ids.push(regenerationId);
        }
        return ids;
      });
    },

    /** GET /ai/checkImageRegenerationStatus: the caller's regeneration (an admin's: any). */
    async regenerationStatus(caller: Customer, id: number): Promise<{ status: AiStoryboardRow['imageStatus']; image_key: string | null; error_code: string | null; error_message: string | null }> {
      const regeneration = await repo.findRegeneration(id);
      if (!regeneration || (regeneration.customerId !== caller.id && !isAdmin(caller))) throw aiNotFound('image regeneration');
      return { status: regeneration.status, image_key: regeneration.imageKey, error_code: regeneration.errorCode, error_message: regeneration.errorMessage };
    },
  };
}

export type AiService = ReturnType<typeof aiService>;
