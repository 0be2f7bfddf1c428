import {
  copyRequestStatusSchema,
  idResultSchema,
  listingCopyPath,
  listingCopyRequestPath,
  type CopyRequestStatus,
} from '@portal/shared-contracts/storyboards';
import {
  RECOMMENDER_PATHS,
  recommenderFeedbackResponseSchema,
  recommenderResponseSchema,
  recommenderStoryboardResponseSchema,
  recommenderUserResponseSchema,
  type Recommender,
  type RecommenderFeedback,
  type RecommenderFeedbackBody,
  type RecommenderItem,
  type RecommenderUser,
} from '@portal/shared-contracts/insights';
import type { HttpClient } from '@portal/shared-ui/http';

/*
 * The recommender's calls (shared-contracts recommender-calls.ts; docs/adr/034) and the
 * marketplace copy its ADD TO ACCOUNT makes (001 §4). `signal` first, for callAbortable.
 */

export async function getRecommender(signal: AbortSignal, client: HttpClient): Promise<Recommender> {
  return (await client.get(RECOMMENDER_PATHS.recommender, recommenderResponseSchema, { signal })).result;
}

export async function getRecommenderUser(signal: AbortSignal, client: HttpClient, email: string): Promise<RecommenderUser> {
  return (await client.get(RECOMMENDER_PATHS.user(email), recommenderUserResponseSchema, { signal })).result;
}

export async function getRecommenderStoryboard(signal: AbortSignal, client: HttpClient, id: string): Promise<RecommenderItem> {
  return (await client.get(RECOMMENDER_PATHS.storyboard(id), recommenderStoryboardResponseSchema, { signal })).result;
}

export async function sendFeedback(signal: AbortSignal, client: HttpClient, body: RecommenderFeedbackBody): Promise<RecommenderFeedback> {
  return (await client.post(RECOMMENDER_PATHS.feedback, body, recommenderFeedbackResponseSchema, { signal })).result;
}

/** POST .../listings/{listingId}/copy-script: the copy request's id. */
export async function copyListing(signal: AbortSignal, client: HttpClient, customerId: string, listingId: string, idempotencyKey: string): Promise<number> {
  return (await client.post(listingCopyPath(customerId, listingId), {}, idResultSchema, { signal, idempotencyKey })).result.id;
}

export async function getListingCopyRequest(signal: AbortSignal, client: HttpClient, customerId: string, requestId: number): Promise<CopyRequestStatus> {
  return (await client.get(listingCopyRequestPath(customerId, requestId), copyRequestStatusSchema, { signal })).result;
}
