import {
  aiDeletedResponseSchema,
  aiMetadataResponseSchema,
  aiStoryboardDetailResponseSchema,
  aiStoryboardsResponseSchema,
  aiUpdatedResponseSchema,
  generationStatusResponseSchema,
  requestAiStoryboardsResponseSchema,
  storyboardRequestDetailResponseSchema,
  type AiMetadata,
  type AiStoryboardDetail,
  type AiStoryboardRecord,
  type DiscoveryRequest,
  type GenerationStatus,
  type StoryboardRequestDetail,
  type UpdateAiStoryboard,
  type UpdateStoryboardMetadata,
  type UpdateStoryboardTitle,
} from '@portal/shared-contracts/deepstory';
import type { HttpClient } from '@portal/shared-ui/http';
import { aiSend, answered } from './aiSend';

/*
 * The /ai calls of 002 §7 about briefs, generation, the series list and the storyboard,
 * each parsed with its shared-contracts schema. `signal` comes first so a saga runs any of
 * them with callAbortable. Writes go through the generic helper (aiSend: expected status,
 * 204 accepted, "Status code incorrect" otherwise). The api checks `user_id` against the
 * caller's token (an admin may name any customer).
 */

export const AI_PATHS = {
  requestAIStoryboards: '/ai/requestAIStoryboards',
  checkGenerationStatus: '/ai/checkGenerationStatus',
  getAIStoryboards: '/ai/getAIStoryboards',
  getAIStoryboard: '/ai/getAIStoryboard',
  getAIStoryboardMetadata: '/ai/getAIStoryboardMetadata',
  getStoryboardRequestDetail: '/ai/getStoryboardRequestDetail',
  deleteAIStoryboards: '/ai/deleteAIStoryboards',
  updateStoryboardTitle: '/ai/updateStoryboardTitle',
  updateAIStoryboard: '/ai/updateAIStoryboard',
  updateStoryboardMetadata: '/ai/updateStoryboardMetadata',
  requestAIImageRegeneration: '/ai/requestAIImageRegeneration',
  checkImageRegenerationStatus: '/ai/checkImageRegenerationStatus',
  requestPostProduction: '/ai/requestPostProduction',
  checkPostProductionStatus: '/ai/checkPostProductionStatus',
  getKdenFile: '/ai/getKdenFile',
  requestDGVideo: '/ai/requestDGVideo',
  checkDGVideoStatus: '/ai/checkDGVideoStatus',
  requestAddToAccount: '/ai/requestAddToAccount',
  checkAddToAccountProgress: '/ai/checkAddToAccountProgress',
} as const;

/** What a discovery request starts: one request id per storyboard of the new series. */
export interface GenerationRequested {
  readonly requestIds: number[];
  readonly seriesId: number;
}

/** POST /ai/requestAIStoryboards `{ data }`: the brief; answers the request ids (storyboard ids). */
export async function requestAIStoryboards(signal: AbortSignal, client: HttpClient, request: DiscoveryRequest, idempotencyKey?: string): Promise<GenerationRequested> {
  const path = AI_PATHS.requestAIStoryboards;
  const { result } = answered(await aiSend(signal, client, { method: 'POST', path, data: request, schema: requestAiStoryboardsResponseSchema, idempotencyKey }), path);
  return { requestIds: result.request_ids, seriesId: result.series_id };
}

/** GET /ai/checkGenerationStatus?request_ids=1,2,3: one entry per id (002 §4). */
export async function checkGenerationStatus(signal: AbortSignal, client: HttpClient, requestIds: readonly number[]): Promise<GenerationStatus[]> {
  return (await client.get(AI_PATHS.checkGenerationStatus, generationStatusResponseSchema, { signal, query: { request_ids: requestIds.join(',') } })).result;
}

/** GET /ai/getAIStoryboards?user_id: every storyboard of the customer, newest series first. */
export async function getAIStoryboards(signal: AbortSignal, client: HttpClient, userId: number): Promise<AiStoryboardRecord[]> {
  return (await client.get(AI_PATHS.getAIStoryboards, aiStoryboardsResponseSchema, { signal, query: { user_id: userId } })).result;
}

/** GET /ai/getAIStoryboard?id&user_id: the storyboard with its post-production statuses. */
export async function getAIStoryboard(signal: AbortSignal, client: HttpClient, id: number, userId: number): Promise<AiStoryboardDetail> {
  return (await client.get(AI_PATHS.getAIStoryboard, aiStoryboardDetailResponseSchema, { signal, query: { id, user_id: userId } })).result;
}

/** GET /ai/getAIStoryboardMetadata?id&user_id. */
export async function getAIStoryboardMetadata(signal: AbortSignal, client: HttpClient, id: number, userId: number): Promise<AiMetadata> {
  return (await client.get(AI_PATHS.getAIStoryboardMetadata, aiMetadataResponseSchema, { signal, query: { id, user_id: userId } })).result;
}

/** GET /ai/getStoryboardRequestDetail?id&user_id: the brief the storyboard was made from. */
export async function getStoryboardRequestDetail(signal: AbortSignal, client: HttpClient, id: number, userId: number): Promise<StoryboardRequestDetail> {
  return (await client.get(AI_PATHS.getStoryboardRequestDetail, storyboardRequestDetailResponseSchema, { signal, query: { id, user_id: userId } })).result;
}

/** DELETE /ai/deleteAIStoryboards `{ data: { request_ids, user_id } }`. */
export async function deleteAIStoryboards(signal: AbortSignal, client: HttpClient, requestIds: readonly number[], userId: number, idempotencyKey?: string): Promise<void> {
  const data = { request_ids: [...requestIds], user_id: userId };
  await aiSend(signal, client, { method: 'DELETE', path: AI_PATHS.deleteAIStoryboards, data, schema: aiDeletedResponseSchema, idempotencyKey });
}

/** POST /ai/updateStoryboardTitle `{ data }`: the series page's titles, all or nothing. */
export async function updateStoryboardTitle(signal: AbortSignal, client: HttpClient, data: UpdateStoryboardTitle, idempotencyKey?: string): Promise<void> {
  await aiSend(signal, client, { method: 'POST', path: AI_PATHS.updateStoryboardTitle, data, schema: aiUpdatedResponseSchema, idempotencyKey });
}

/** POST /ai/updateAIStoryboard `{ data }`: the storyboard page's save (title, description, tags, shots). */
export async function updateAIStoryboard(signal: AbortSignal, client: HttpClient, data: UpdateAiStoryboard, idempotencyKey?: string): Promise<void> {
  await aiSend(signal, client, { method: 'POST', path: AI_PATHS.updateAIStoryboard, data, schema: aiUpdatedResponseSchema, idempotencyKey });
}

/** POST /ai/updateStoryboardMetadata `{ data }`: the film step's save (wait DELAYS_MS.AFTER_METADATA_UPDATE after it, 002 §7). */
export async function updateStoryboardMetadata(signal: AbortSignal, client: HttpClient, data: UpdateStoryboardMetadata, idempotencyKey?: string): Promise<void> {
  await aiSend(signal, client, { method: 'POST', path: AI_PATHS.updateStoryboardMetadata, data, schema: aiUpdatedResponseSchema, idempotencyKey });
}
