import { z } from 'zod';
import { AI_FORMATS, AI_MEDIA_TYPES, AI_SHOT_TYPES } from './storyboards';
import { deferred } from './deferred';

/*
 * The AI calls' statuses, limits and the fields their schemas share (ai-calls.ts). The
 * deepstory entry exports what ai-calls.ts re-exports; the field helpers stay inside the
 * contracts.
 */

/** Process statuses (002 §4): 3 done and 4 failed are the spec's; 0, 1 and 2 ours. */
export const AI_STATUS = {
  /** Nothing asked yet (post-production before the film button, for instance). */
  NotStarted: 0,
  Queued: 1,
  Processing: 2,
  Done: 3,
  Failed: 4,
} as const;
export type AiStatus = (typeof AI_STATUS)[keyof typeof AI_STATUS];
export const aiStatusSchema = deferred(() => z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));

/** Whether a status has ended (3 done or 4 failed). */
export const isAiStatusSettled = (status: number): boolean => status === AI_STATUS.Done || status === AI_STATUS.Failed;

export const aiFormatSchema = deferred(() => z.union([z.literal(AI_FORMATS.landscape), z.literal(AI_FORMATS.portrait)]));
export const aiShotTypeSchema = deferred(() => z.union([z.literal(AI_SHOT_TYPES.interview), z.literal(AI_SHOT_TYPES.bRoll)]));
export const aiMediaTypeSchema = deferred(() => z.union([z.literal(AI_MEDIA_TYPES.video), z.literal(AI_MEDIA_TYPES.image)]));

/** Bounds the api enforces on what the portal sends (ours: the spec gives only the 120 s ones). */
export const AI_LIMITS = {
  /** Purpose, storyteller, audience, titles. */
  SHORT_TEXT_MAX_LENGTH: 200,
  /** Key topics, descriptions, guides, prompts. */
  LONG_TEXT_MAX_LENGTH: 2000,
  OBJECTIVES_MAX: 10,
  OBJECTIVE_MAX_LENGTH: 200,
  SHOTS_MAX: 60,
  SHOT_DURATION_MIN_S: 1,
  SHOT_DURATION_MAX_S: 120,
  TAGS_MAX: 30,
  TAG_MAX_LENGTH: 50,
  /** Ids of one status check or delete. */
  IDS_MAX: 50,
  /** Regeneration items of one request. */
  REGENERATION_ITEMS_MAX: 60,
  /** Storyboards of one series (configurable in the api: AI_SERIES_SIZE). */
  SERIES_SIZE_DEFAULT: 3,
  SERIES_SIZE_MAX: 5,
} as const;

export const id = deferred(() => z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
/** A positive integer as the query carries it. */
export const queryId = deferred(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
export const shortText = deferred(() => z.string().trim().max(AI_LIMITS.SHORT_TEXT_MAX_LENGTH));
export const longText = deferred(() => z.string().trim().max(AI_LIMITS.LONG_TEXT_MAX_LENGTH));
export const isoDate = deferred(() => z.string().describe('ISO 8601 date-time'));
export const tag = deferred(() => z.string().trim().min(1).max(AI_LIMITS.TAG_MAX_LENGTH));
export const tags = deferred(() => z.array(tag).max(AI_LIMITS.TAGS_MAX));
/** A shot id: the api's for generated shots; a new shot's is made by the portal (crypto.randomUUID()). */
export const aiShotIdSchema = deferred(() => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A shot id is 1 to 64 letters, digits, - or _'));

/** The error fields of status answers: null while nothing failed. */
export const errorFields = { error_code: z.string().nullable(), error_message: z.string().nullable() };
