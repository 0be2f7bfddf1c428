import {
  registeredAssetResponseSchema,
  scriptCreationRequestResponseSchema,
  scriptCreationStartedResponseSchema,
  uploadTicketResponseSchema,
  type CreateUpload,
  type ImportAsset,
  type RegisterAsset,
  type ScriptCreationRequest,
  type UploadTicket,
} from '@portal/shared-contracts/storyboards';
import { uploadFile, type UploadProgress } from '@portal/shared-ui/http';
import { customerPath, type CallContext } from './storyboardCalls';

/*
 * The upload calls of 001 §4 "Adding a script from an upload" and §7 (contracts in
 * shared-contracts' media-calls.ts), each parsed with its schema: a ticket for the
 * file, the PUT of its bytes to the ticket's signed URL, then registering it as an
 * asset or starting a storyboard from it, whose script-creation request is polled.
 * `signal` comes first so a saga can run them with callAbortable.
 */

/** POST .../uploads: where and how to PUT the file (the api refuses a type or size outside UPLOAD_KINDS). */
export async function requestUploadTicket(signal: AbortSignal, ctx: CallContext, body: CreateUpload, idempotencyKey?: string): Promise<UploadTicket> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/uploads`, body, uploadTicketResponseSchema, { signal, idempotencyKey })).result;
}

/** A ticket URL the api gave as a path is on the api (the local store's signed route). */
export function ticketUrl(apiUrl: string, url: string): string {
  return new URL(url, `${apiUrl.replace(/\/+$/, '')}/`).href;
}

/** PUT the file's bytes to the ticket's signed URL with its headers, reporting progress. */
export function sendUpload(signal: AbortSignal, apiUrl: string, ticket: UploadTicket, file: Blob, onProgress: (progress: UploadProgress) => void): Promise<void> {
  return uploadFile({ ...ticket, url: ticketUrl(apiUrl, ticket.url) }, file, { signal, onProgress });
}

/** POST .../assets: the uploaded file becomes the customer's asset (processed by the api's jobs). */
export async function registerAsset(signal: AbortSignal, ctx: CallContext, body: RegisterAsset, idempotencyKey?: string) {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/assets`, body, registeredAssetResponseSchema, { signal, idempotencyKey })).result;
}

/**
 * POST .../assets/imports: an image the api fetches from a web address becomes the
 * customer's asset, answered as registerAsset answers (the api refuses an address it will
 * not ask, an answer that is not an image, or one past the image limit).
 */
export async function importAssetFromUrl(signal: AbortSignal, ctx: CallContext, body: ImportAsset, idempotencyKey?: string) {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/assets/imports`, body, registeredAssetResponseSchema, { signal, idempotencyKey })).result;
}

/** POST .../storyboards with a storage location: answers the script-creation request's id. */
export async function createStoryboardFromUpload(signal: AbortSignal, ctx: CallContext, body: RegisterAsset, idempotencyKey?: string): Promise<number> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/storyboards`, body, scriptCreationStartedResponseSchema, { signal, idempotencyKey })).result.requestId;
}

/** GET .../script-creation-requests/{requestId}: how far the new storyboard is. */
export async function getScriptCreationRequest(signal: AbortSignal, ctx: CallContext, requestId: number): Promise<ScriptCreationRequest> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/script-creation-requests/${requestId}`, scriptCreationRequestResponseSchema, { signal })).result;
}
