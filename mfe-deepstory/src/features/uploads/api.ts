import { uploadTicketResponseSchema, type CreateUpload, type UploadTicket } from '@portal/shared-contracts/storyboards';
import { uploadFile, type HttpClient, type UploadProgress } from '@portal/shared-ui/http';

/*
 * The upload ticket flow of the media issue (001 §4, ADR 012) as Deep Story uses it for a
 * shot's media, the watermark, the closing logo and the background audio (002 §3): a
 * ticket, then the file's bytes PUT to its signed URL. The ticket's key is what the
 * metadata then names; nothing is registered as an asset. `signal` comes first so a saga
 * runs these with callAbortable.
 */

/** POST /proxy/v1/customers/{customerId}/uploads: where and how to PUT the file. */
export async function requestUploadTicket(signal: AbortSignal, client: HttpClient, customerId: number, body: CreateUpload, idempotencyKey: string): Promise<UploadTicket> {
  const path = `/proxy/v1/customers/${customerId}/uploads`;
  return (await client.post(path, body, uploadTicketResponseSchema, { signal, idempotencyKey })).result;
}

/** PUT the bytes to the ticket's URL (a path is on the api: the local store's signed route), with progress. */
export function sendToTicket(signal: AbortSignal, apiUrl: string, ticket: UploadTicket, file: Blob, onProgress: (progress: UploadProgress) => void): Promise<void> {
  const url = new URL(ticket.url, `${apiUrl.replace(/\/+$/, '')}/`).href;
  return uploadFile({ ...ticket, url }, file, { signal, onProgress });
}
