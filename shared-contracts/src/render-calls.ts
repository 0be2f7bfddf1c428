import { z } from 'zod';
import { STORYBOARD_LIMITS } from './constants/storyboards';
import { storageKeySchema } from './storage-keys';
import { PROJECT_TYPES, STORYBOARD_STATUSES, TEST_RENDER_STATUSES, allowedActionsFor } from './storyboards';
import { deferred } from './deferred';

/*
 * Test renders (001 §2 Render tab, §3 "Test render", §4 "Render", §7): a film made from a
 * storyboard's UGV shots, each filled with one of the customer's videos.
 *
 *   1. POST /proxy/v1/customers/{customerId}/storyboards/{id}/test-render {title, shots}
 *      -> {id, processingStatus}; the api renders in its job queue (ffmpeg).
 *   2. GET /proxy/v1/customers/{customerId}/test-render/{id} every 5 s: Complete, Processing
 *      (with the job's step), anything else a failure ('Failed To Render Video').
 *   3. GET .../storyboards/{id}/test-render/latest: the newest finished film of the
 *      storyboard, whose assetId is a registered video (signed URLs, HLS rendition through
 *      POST .../asset-urls).
 */

/** Every status a test render takes: Complete and Processing (001 §4), and ours for a render that ended badly. */
export const TEST_RENDER_RESULT_STATUSES = { ...TEST_RENDER_STATUSES, Failed: 'Failed' } as const;
export type TestRenderResultStatus = (typeof TEST_RENDER_RESULT_STATUSES)[keyof typeof TEST_RENDER_RESULT_STATUSES];

/** What a render makes (001 §9 "Rendered output 1080p HD with streaming support"). */
export const RENDER_OUTPUT = {
  WIDTH: 1920,
  HEIGHT: 1080,
  FRAME_RATE: 25,
  AUDIO_SAMPLE_RATE: 48_000,
} as const;

/** A render's name: the dialog's project name, as long as a storyboard title may be. */
export const RENDER_LIMITS = {
  TITLE_MAX_LENGTH: STORYBOARD_LIMITS.TITLE_MAX_LENGTH,
  /** Shots of one render at most (a storyboard far past any real one). */
  MAX_SHOTS: 200,
} as const;

/** `error_code`s of the render calls. */
export const RENDER_ERROR_CODES = {
  /** The shots sent are not the storyboard's UGV shots, one asset each: 400 with 'You have not filled all UGV shots with assets! ...'. */
  SHOTS_ASSETS_MISMATCH: 'SHOTS_ASSETS_MISMATCH',
  /** A shot's asset is not one of the customer's own Ready videos: 400 with 'Asset is not supported or invalid'. */
  RENDER_ASSET_INVALID: 'RENDER_ASSET_INVALID',
  /** The storyboard's status does not allow a render (001 §6): 409. */
  RENDER_NOT_ALLOWED: 'RENDER_NOT_ALLOWED',
  /** Unknown test render, or another customer's: 404. */
  TEST_RENDER_NOT_FOUND: 'TEST_RENDER_NOT_FOUND',
} as const;

/**
 * Whether a storyboard may be rendered (001 §6 Render tab): Published in the Live or Dev
 * project, or in a status whose actions include "render". Who may render (an admin, or a
 * customer whose plan has viewRender) is checked beside it.
 */
export function isRenderableStoryboard(status: string, projectType: string, permittedActions: readonly string[] = allowedActionsFor(status)): boolean {
  const inProject = projectType === PROJECT_TYPES.Live || projectType === PROJECT_TYPES.Dev;
  return (status === STORYBOARD_STATUSES.Published && inProject) || permittedActions.includes('render');
}

const id = deferred(() => z.number().int().positive());

/** One UGV shot and the video that fills it. */
export const renderShotSchema = deferred(() => z.object({ shotId: id, assetId: storageKeySchema }));
export type RenderShot = z.infer<typeof renderShotSchema>;

/** POST .../storyboards/{id}/test-render: the project name and one asset per UGV shot. */
export const testRenderRequestSchema = deferred(() => z.object({
  title: z.string().trim().min(1).max(RENDER_LIMITS.TITLE_MAX_LENGTH),
  shots: z.array(renderShotSchema).min(1).max(RENDER_LIMITS.MAX_SHOTS),
}));
export type TestRenderRequest = z.infer<typeof testRenderRequestSchema>;

/** Its answer (001 §3): the render's id and its processing status (Processing). */
export const testRenderStartedResponseSchema = deferred(() => z.object({
  result: z.object({ id, processingStatus: z.enum(TEST_RENDER_RESULT_STATUSES) }),
}));
export type TestRenderStarted = z.infer<typeof testRenderStartedResponseSchema>['result'];

/** A test render as GET .../test-render/{id} answers it. */
export const testRenderSchema = deferred(() => z.object({
  id,
  storyboardId: id,
  title: z.string(),
  status: z.enum(TEST_RENDER_RESULT_STATUSES),
  /** What the job is doing while Processing ("Encoding shot 3 of 10"); null before it starts. */
  step: z.string().nullable(),
  /** Why it failed, when it did. */
  error: z.string().nullable(),
  /** The film (an MP4 registered as the customer's video, with its HLS rendition) once Complete. */
  assetId: z.string().nullable(),
  durationMillis: z.number().int().nonnegative().nullable(),
  dateCreated: z.string(),
  dateCompleted: z.string().nullable(),
}));
export type TestRender = z.infer<typeof testRenderSchema>;

export const testRenderResponseSchema = deferred(() => z.object({ result: testRenderSchema }));
/** GET .../storyboards/{id}/test-render/latest: the newest Complete render, or null. */
export const latestTestRenderResponseSchema = deferred(() => z.object({ result: testRenderSchema.nullable() }));
