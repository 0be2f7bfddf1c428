import {
  addToAccountProgressResponseSchema,
  dgVideoRequestResponseSchema,
  dgVideoStatusResponseSchema,
  imageRegenerationResponseSchema,
  imageRegenerationStatusResponseSchema,
  kdenFileResponseSchema,
  postProductionStatusResponseSchema,
  type AddToAccountProgress,
  type AiStoryboardAction,
  type ImageRegenerationItem,
  type KdenFileResult,
  type PostProductionStatus,
} from '@portal/shared-contracts/deepstory';
import type { HttpClient } from '@portal/shared-ui/http';
import { aiSend, answered } from './aiSend';
import { AI_PATHS } from './calls';

/*
 * The /ai calls of 002 §7 after the storyboard is edited: image regeneration,
 * post-production and its editing-project file, the Director Guide video and add to
 * account. Same rules as calls.ts: `signal` first, answers parsed with the contracts'
 * schemas, writes through the generic helper.
 */

/** The answer of a regeneration check (002 §4: 3 with image_key done, 4 failed). */
export type ImageRegenerationStatus = ReturnType<typeof imageRegenerationStatusResponseSchema.parse>['result'];
/** The answer of a Director Guide video check. */
export type DgVideoStatus = ReturnType<typeof dgVideoStatusResponseSchema.parse>['result'];

/** POST /ai/requestAIImageRegeneration `{ data: { id, user_id, items } }`: one regeneration id per item, in order. */
export async function requestAIImageRegeneration(
  signal: AbortSignal,
  client: HttpClient,
  data: AiStoryboardAction & { readonly items: readonly ImageRegenerationItem[] },
  idempotencyKey?: string,
): Promise<number[]> {
  const path = AI_PATHS.requestAIImageRegeneration;
  const body = { id: data.id, user_id: data.user_id, items: [...data.items] };
  const { result } = answered(await aiSend(signal, client, { method: 'POST', path, data: body, schema: imageRegenerationResponseSchema, idempotencyKey }), path);
  return result.image_id.map((entry) => entry.imageId);
}

/** GET /ai/checkImageRegenerationStatus?id. */
export async function checkImageRegenerationStatus(signal: AbortSignal, client: HttpClient, id: number): Promise<ImageRegenerationStatus> {
  return (await client.get(AI_PATHS.checkImageRegenerationStatus, imageRegenerationStatusResponseSchema, { signal, query: { id } })).result;
}

/** POST /ai/requestPostProduction `{ data: { id, user_id } }`: answers the statuses it starts from. */
export async function requestPostProduction(signal: AbortSignal, client: HttpClient, data: AiStoryboardAction, idempotencyKey?: string): Promise<PostProductionStatus> {
  const path = AI_PATHS.requestPostProduction;
  return answered(await aiSend(signal, client, { method: 'POST', path, data, schema: postProductionStatusResponseSchema, idempotencyKey }), path).result;
}

/** GET /ai/checkPostProductionStatus?id: done when both statuses are 3, failed when either is 4 (002 §4). */
export async function checkPostProductionStatus(signal: AbortSignal, client: HttpClient, id: number): Promise<PostProductionStatus> {
  return (await client.get(AI_PATHS.checkPostProductionStatus, postProductionStatusResponseSchema, { signal, query: { id } })).result;
}

/**
 * GET /ai/getKdenFile?id&user_id: code, path and message. The file is good only with code
 * KDEN_FILE.SUCCESS_CODE and a path (002 §5); the caller downloads it as KDEN_FILE.DOWNLOAD_NAME.
 */
export async function getKdenFile(signal: AbortSignal, client: HttpClient, id: number, userId: number): Promise<KdenFileResult> {
  return (await client.get(AI_PATHS.getKdenFile, kdenFileResponseSchema, { signal, query: { id, user_id: userId } })).result;
}

/** POST /ai/requestDGVideo `{ data: { id, user_id } }`: the Director Guide video request's id. */
export async function requestDGVideo(signal: AbortSignal, client: HttpClient, data: AiStoryboardAction, idempotencyKey?: string): Promise<number> {
  const path = AI_PATHS.requestDGVideo;
  return answered(await aiSend(signal, client, { method: 'POST', path, data, schema: dgVideoRequestResponseSchema, idempotencyKey }), path).result.request_id;
}

/** GET /ai/checkDGVideoStatus?id. */
export async function checkDGVideoStatus(signal: AbortSignal, client: HttpClient, id: number): Promise<DgVideoStatus> {
  return (await client.get(AI_PATHS.checkDGVideoStatus, dgVideoStatusResponseSchema, { signal, query: { id } })).result;
}

/** POST /ai/requestAddToAccount `{ data: { id, user_id } }`: the progress it starts from. */
export async function requestAddToAccount(signal: AbortSignal, client: HttpClient, data: AiStoryboardAction, idempotencyKey?: string): Promise<AddToAccountProgress> {
  const path = AI_PATHS.requestAddToAccount;
  return answered(await aiSend(signal, client, { method: 'POST', path, data, schema: addToAccountProgressResponseSchema, idempotencyKey }), path).result;
}

/** GET /ai/checkAddToAccountProgress?id&user_id: 3 with the new script_id when done (002 §4). */
export async function checkAddToAccountProgress(signal: AbortSignal, client: HttpClient, id: number, userId: number): Promise<AddToAccountProgress> {
  return (await client.get(AI_PATHS.checkAddToAccountProgress, addToAccountProgressResponseSchema, { signal, query: { id, user_id: userId } })).result;
}
