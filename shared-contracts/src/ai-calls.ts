import { z } from 'zod';
import { AI_REQUEST_TYPES, DISCOVERY_LENGTH_S } from './constants/deepstory';
import { storageKeySchema } from './storage-keys';
import { UGC_VALUES } from './storyboards';
import { deferred } from './deferred';
import { AI_LIMITS, AI_STATUS, aiFormatSchema, aiMediaTypeSchema, aiShotIdSchema, aiShotTypeSchema, aiStatusSchema, errorFields, id, isAiStatusSettled, isoDate, longText, queryId, shortText, tags } from './ai-fields';

export { AI_LIMITS, AI_STATUS, aiFormatSchema, aiShotIdSchema, aiStatusSchema, isAiStatusSettled, type AiStatus } from './ai-fields';

/*
 * The Deep Story calls of 002 §7 (`/ai/*` on the api), as the api answers them and
 * mfe-deepstory parses them. Field names are the spec's (snake_case, 002 §3). Where the spec
 * shows no payload ("not shown") the shape is ours and says so. Every answer is
 * `{ result: ... }`; errors are the api's `{ error_code, error_message }` (002 §7 error
 * normalisation: a missing code is '500', a missing message 'An error occurred').
 *
 * Ids: an AI storyboard's id is a positive integer, and a generation request's id is the id
 * of the storyboard it makes (so `request_ids` are storyboard ids). `user_id` is the
 * customer's id; the api checks it against the caller's token (an admin may name any).
 */


// ---------------------------------------------------------------------------------------
// Discovery (002 §2 Discovery form, §3 Discovery request)

/** POST /ai/requestAIStoryboards `{ data }`: the brief as the spec sends it (objectives comma-joined). */
export const discoveryRequestSchema = deferred(() => z.object({
  purpose: shortText.min(1),
  type: z.literal(AI_REQUEST_TYPES.DISCOVERY),
  topic: longText,
  objectives: z.string().trim().min(1).max(AI_LIMITS.OBJECTIVES_MAX * (AI_LIMITS.OBJECTIVE_MAX_LENGTH + 1)),
  format: aiFormatSchema,
  second: z.number().int().min(DISCOVERY_LENGTH_S.MIN).max(DISCOVERY_LENGTH_S.MAX),
  end_user: shortText.min(1),
  target_audience: shortText,
  user_id: id,
}));
export type DiscoveryRequest = z.infer<typeof discoveryRequestSchema>;
export const requestAiStoryboardsBodySchema = deferred(() => z.object({ data: discoveryRequestSchema }));

/** Splits the comma-joined objectives of a discovery request (trimmed, blanks dropped). */
export const splitObjectives = (joined: string): string[] =>
  joined
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o.length > 0);

/** Its answer: one request id per storyboard of the series (ours: the series id too). */
export const requestAiStoryboardsResponseSchema = deferred(() => z.object({
  result: z.object({ request_ids: z.array(id).min(1), series_id: id }),
}));

/** GET /ai/getStoryboardRequestDetail?id&user_id: the brief a storyboard was made from (002 §3). */
export const storyboardRequestDetailSchema = deferred(() => z.object({
  purpose: z.string(),
  objectives: z.string().describe('comma-joined'),
  topic: z.string(),
  storyteller: z.string(),
  target_audience: z.string(),
  orientation: aiFormatSchema,
  video_length: z.number().int(),
}));
export type StoryboardRequestDetail = z.infer<typeof storyboardRequestDetailSchema>;
export const storyboardRequestDetailResponseSchema = deferred(() => z.object({ result: storyboardRequestDetailSchema }));

// ---------------------------------------------------------------------------------------
// Generation status and the series list (002 §3, §4)

/** GET /ai/checkGenerationStatus?request_ids=1,2,3: one entry per id (002 §3 status check entry). */
export const generationStatusQuerySchema = deferred(() => z.object({
  request_ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,49}$/, 'request_ids is a comma-separated list of at most 50 ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
}));
export const generationStatusSchema = deferred(() => z.object({
  id,
  storyboard_process_status: aiStatusSchema,
  image_process_status: aiStatusSchema,
  ...errorFields,
}));
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
export const generationStatusResponseSchema = deferred(() => z.object({ result: z.array(generationStatusSchema) }));

/** Whether a generation is complete (002 §4): storyboard 3 and images 3 or 4. */
export const isGenerationComplete = (s: Pick<GenerationStatus, 'storyboard_process_status' | 'image_process_status'>): boolean =>
  s.storyboard_process_status === AI_STATUS.Done && isAiStatusSettled(s.image_process_status);

/** One storyboard of the series list (002 §3 storyboard record). */
export const aiStoryboardRecordSchema = deferred(() => z.object({
  id,
  title: z.string(),
  series_id: id,
  series_title: z.string(),
  date_created: isoDate,
  last_updated: isoDate,
  format: aiFormatSchema,
  /** The brief's first objective (the angle this storyboard takes on it). */
  objective: z.string(),
  /** The Deep Story mode that made it: 'Comprehensive' (the only one built; 002 §2). */
  mode: z.string(),
  video_second: z.number().int(),
  /** The cover image; null until images are made (or when they failed: the portal shows its fallback). */
  storyboard_image_asset_id: storageKeySchema.nullable(),
  storyboard_process_status: aiStatusSchema,
  image_process_status: aiStatusSchema,
}));
export type AiStoryboardRecord = z.infer<typeof aiStoryboardRecordSchema>;
/** GET /ai/getAIStoryboards?user_id: every storyboard of the customer, newest series first (finished or not). */
export const aiStoryboardsResponseSchema = deferred(() => z.object({ result: z.array(aiStoryboardRecordSchema) }));

// ---------------------------------------------------------------------------------------
// The storyboard (002 §3 metadata and shot)

/** A post-production setting or a shot's transition (002 §3: under video.kdenlive_ids). */
export const kdenliveSettingSchema = deferred(() => z.object({
  id: z.string().min(1).max(64),
  value: z.string().max(200),
  /** The choices, comma-separated ('' for free values). */
  value_list: z.string().max(2000),
  description: z.string().max(500),
}));
export type KdenliveSetting = z.infer<typeof kdenliveSettingSchema>;

/** A file of the film step (watermark, closing logo, background audio): a storage key of the customer's. */
export const aiAssetRefSchema = deferred(() => z.object({ asset_id: storageKeySchema }));
export type AiAssetRef = z.infer<typeof aiAssetRefSchema>;

export const aiShotSchema = deferred(() => z.object({
  shot_id: aiShotIdSchema,
  shot_number: z.number().int().positive(),
  title: shortText,
  description: longText,
  type: aiShotTypeSchema,
  duration_seconds: z.number().int().min(0).max(AI_LIMITS.SHOT_DURATION_MAX_S),
  ugc: z.enum(UGC_VALUES),
  story_guide: longText,
  film_guide: longText,
  shot_image_prompt: longText,
  image_asset_id: storageKeySchema.nullable(),
  video_asset_id: storageKeySchema.nullable(),
  media_type: aiMediaTypeSchema,
  tags,
  /** The transition into the next shot (Kdenlive transition ids and their values). */
  kdenlive_ids: z.array(kdenliveSettingSchema).max(20),
}));
export type AiShot = z.infer<typeof aiShotSchema>;

export const aiMetadataSchema = deferred(() => z.object({
  id,
  title: shortText,
  description: longText,
  tags,
  format: aiFormatSchema,
  /** The sum of the shots' durations (the api computes it; what the portal sends is ignored). */
  total_duration_seconds: z.number().int().nonnegative(),
  shots: z.array(aiShotSchema).max(AI_LIMITS.SHOTS_MAX),
  thumbnail_asset_id: storageKeySchema.nullable(),
  watermark_image: z.array(aiAssetRefSchema).max(1),
  last_logo_image: z.array(aiAssetRefSchema).max(1),
  background_audio: z.array(aiAssetRefSchema).max(1),
  post_production_global_settings: z.object({ video: z.object({ kdenlive_ids: z.array(kdenliveSettingSchema).max(40) }) }),
  /** The Director Guide video once made (002 §7 requestDGVideo; ours). */
  dg_video_asset_id: storageKeySchema.nullable(),
}));
export type AiMetadata = z.infer<typeof aiMetadataSchema>;

/** GET /ai/getAIStoryboard?id&user_id (002 §3 storyboard detail). */
export const aiStoryboardDetailSchema = deferred(() => z.object({
  id,
  metadata: aiMetadataSchema,
  post_production_process_status: aiStatusSchema,
  kdenlive_process_status: aiStatusSchema,
}));
export type AiStoryboardDetail = z.infer<typeof aiStoryboardDetailSchema>;
export const aiStoryboardDetailResponseSchema = deferred(() => z.object({ result: aiStoryboardDetailSchema }));
/** GET /ai/getAIStoryboardMetadata?id&user_id. */
export const aiMetadataResponseSchema = deferred(() => z.object({ result: aiMetadataSchema }));

/** The query of the calls about one storyboard: ?id&user_id. */
export const aiStoryboardQuerySchema = deferred(() => z.object({ id: queryId, user_id: queryId }));
/** The query of status checks that name only the request: ?id. */
export const aiIdQuerySchema = deferred(() => z.object({ id: queryId }));
/** GET /ai/getAIStoryboards?user_id. */
export const aiUserQuerySchema = deferred(() => z.object({ user_id: queryId }));

// ---------------------------------------------------------------------------------------
// Edits

/** A shot as saved: every text required (002 §5), duration 1 to 120 s. */
const savedShotSchema = deferred(() => aiShotSchema.extend({
  title: shortText.min(1),
  description: longText.min(1),
  story_guide: longText.min(1),
  film_guide: longText.min(1),
  shot_image_prompt: longText.min(1),
  duration_seconds: z.number().int().min(AI_LIMITS.SHOT_DURATION_MIN_S).max(AI_LIMITS.SHOT_DURATION_MAX_S),
}));

/**
 * POST /ai/updateAIStoryboard `{ data }` (payload not shown: ours): the storyboard page's
 * save. Title, description, tags and the shots in their new order (numbers renumbered 1..n
 * by the api); a shot id the storyboard does not have is a new shot. At least one shot
 * (EMPTY_SHOTS_ERROR). Post-production is stale afterwards (statuses back to 0).
 */
export const updateAiStoryboardBodySchema = deferred(() => z.object({
  data: z.object({
    id,
    user_id: id,
    title: shortText.min(1),
    description: longText.min(1),
    tags,
    shots: z.array(savedShotSchema).min(1).max(AI_LIMITS.SHOTS_MAX),
  }),
}));
export type UpdateAiStoryboard = z.infer<typeof updateAiStoryboardBodySchema>['data'];

/**
 * POST /ai/updateStoryboardMetadata `{ data }` (002 §7 "metadata"): the film step's save: the
 * watermark, closing logo, background audio, global settings, and per shot (by shot_id)
 * ugc, video and image. Other fields of the metadata are the storyboard page's.
 */
export const updateStoryboardMetadataBodySchema = deferred(() => z.object({
  data: z.object({
    id,
    user_id: id,
    watermark_image: z.array(aiAssetRefSchema).max(1),
    last_logo_image: z.array(aiAssetRefSchema).max(1),
    background_audio: z.array(aiAssetRefSchema).max(1),
    post_production_global_settings: z.object({ video: z.object({ kdenlive_ids: z.array(kdenliveSettingSchema).max(40) }) }),
    shots: z
      .array(
        z.object({
          shot_id: aiShotIdSchema,
          ugc: z.enum(UGC_VALUES),
          image_asset_id: storageKeySchema.nullable(),
          video_asset_id: storageKeySchema.nullable(),
          kdenlive_ids: z.array(kdenliveSettingSchema).max(20),
        }),
      )
      .max(AI_LIMITS.SHOTS_MAX),
  }),
}));
export type UpdateStoryboardMetadata = z.infer<typeof updateStoryboardMetadataBodySchema>['data'];

/** POST /ai/updateStoryboardTitle `{ data }` (payload not shown: ours): the series page's save, all or nothing. */
export const updateStoryboardTitleBodySchema = deferred(() => z.object({
  data: z.object({
    user_id: id,
    series: z.array(z.object({ series_id: id, series_title: shortText.min(1) })).max(AI_LIMITS.IDS_MAX),
    storyboards: z.array(z.object({ id, title: shortText.min(1) })).max(AI_LIMITS.IDS_MAX),
  }),
}));
export type UpdateStoryboardTitle = z.infer<typeof updateStoryboardTitleBodySchema>['data'];

/** DELETE /ai/deleteAIStoryboards `{ data: { request_ids, user_id } }` (002 §7). */
export const deleteAiStoryboardsBodySchema = deferred(() => z.object({
  data: z.object({ request_ids: z.array(id).min(1).max(AI_LIMITS.IDS_MAX), user_id: id }),
}));

/** Answers of the edits and the delete: what changed. */
export const aiUpdatedResponseSchema = deferred(() => z.object({ result: z.object({ updated: z.number().int().nonnegative() }) }));
export const aiDeletedResponseSchema = deferred(() => z.object({ result: z.object({ deleted: z.number().int().nonnegative() }) }));

// ---------------------------------------------------------------------------------------
// Image regeneration (002 §3, §4)

export const imageRegenerationItemSchema = deferred(() => z.object({
  type: z.literal(AI_REQUEST_TYPES.IMAGE_REGENERATION_ITEM),
  shot_number: z.number().int().positive().max(AI_LIMITS.SHOTS_MAX),
  prompt: longText.min(1),
  shot_id: aiShotIdSchema,
}));
export type ImageRegenerationItem = z.infer<typeof imageRegenerationItemSchema>;
/** POST /ai/requestAIImageRegeneration `{ data: { id, user_id, items } }` (002 §7 items; the ids ours). */
export const requestImageRegenerationBodySchema = deferred(() => z.object({
  data: z.object({ id, user_id: id, items: z.array(imageRegenerationItemSchema).min(1).max(AI_LIMITS.REGENERATION_ITEMS_MAX) }),
}));
/** Its answer: one entry per item, in order (002 §3 "image_id as a list of entries with imageId"). */
export const imageRegenerationResponseSchema = deferred(() => z.object({ result: z.object({ image_id: z.array(z.object({ imageId: id })) }) }));
/** GET /ai/checkImageRegenerationStatus?id: 3 with image_key when done (the shot's image_asset_id is then that key). */
export const imageRegenerationStatusResponseSchema = deferred(() => z.object({
  result: z.object({ status: aiStatusSchema, image_key: storageKeySchema.nullable(), ...errorFields }),
}));

// ---------------------------------------------------------------------------------------
// Post-production, the editing project, the Director Guide video, add to account

/** POST /ai/requestPostProduction `{ data: { id, user_id } }` (payload not shown: ours). */
export const aiStoryboardActionBodySchema = deferred(() => z.object({ data: z.object({ id, user_id: id }) }));
export type AiStoryboardAction = z.infer<typeof aiStoryboardActionBodySchema>['data'];

/** GET /ai/checkPostProductionStatus?id (002 §3 post-production status); also requestPostProduction's answer. */
export const postProductionStatusSchema = deferred(() => z.object({
  post_production_process_status: aiStatusSchema,
  kdenlive_process_status: aiStatusSchema,
  ...errorFields,
}));
export type PostProductionStatus = z.infer<typeof postProductionStatusSchema>;
export const postProductionStatusResponseSchema = deferred(() => z.object({ result: postProductionStatusSchema }));

/**
 * GET /ai/getKdenFile?id&user_id (002 §3): code '0' and a path (a signed URL of
 * output.tar.gz: the project and its media) when the project is made; else another code,
 * path null and the reason.
 */
export const kdenFileResponseSchema = deferred(() => z.object({
  result: z.object({ code: z.string(), path: z.string().nullable(), message: z.string() }),
}));
export type KdenFileResult = z.infer<typeof kdenFileResponseSchema>['result'];

/** POST /ai/requestDGVideo `{ data: { id, user_id } }`: the request's id (002 §3). */
export const dgVideoRequestResponseSchema = deferred(() => z.object({ result: z.object({ request_id: id }) }));
/** GET /ai/checkDGVideoStatus?id. */
export const dgVideoStatusResponseSchema = deferred(() => z.object({
  result: z.object({ status: aiStatusSchema, error_message: z.string().nullable(), video_asset_id: storageKeySchema.nullable() }),
}));

/**
 * POST /ai/requestAddToAccount `{ data: { id, user_id } }` and GET
 * /ai/checkAddToAccountProgress?id&user_id (002 §3 add-to-account progress): 3 with the new
 * classic storyboard's script_id, 4 failed; script_id 0 until it exists.
 */
export const addToAccountProgressSchema = deferred(() => z.object({
  status: aiStatusSchema,
  script_id: z.number().int().nonnegative(),
  ...errorFields,
}));
export type AddToAccountProgress = z.infer<typeof addToAccountProgressSchema>;
export const addToAccountProgressResponseSchema = deferred(() => z.object({ result: addToAccountProgressSchema }));

/** `error_code`s of the AI calls (the spec's numeric ones are in ERROR_CODES of constants/deepstory). */
export const AI_ERROR_CODES = {
  /** No such AI storyboard, request or job, or another customer's: 404. */
  AI_NOT_FOUND: 'AI_NOT_FOUND',
  /** user_id is not the caller's customer: 403. */
  AI_USER_MISMATCH: 'AI_USER_MISMATCH',
  /** The storyboard is still generating, or its generation failed: 409. */
  AI_NOT_READY: 'AI_NOT_READY',
  /** Post-production has not finished: no editing project, no add to account (409). */
  AI_POST_PRODUCTION_PENDING: 'AI_POST_PRODUCTION_PENDING',
  /** The generator answered something that is not a storyboard (after one retry). */
  AI_INVALID_OUTPUT: 'AI_INVALID_OUTPUT',
} as const;
