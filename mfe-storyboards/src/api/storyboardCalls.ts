import { currentUserProjectsSchema, type Project, type RemoteMountProps } from '@portal/shared-contracts/core';
import {
  copyRequestStatusSchema,
  customerPath,
  listingCopyPath,
  listingCopyRequestPath,
  idResultSchema,
  listingResponseSchema,
  listingSearchResponseSchema,
  okResultSchema,
  storyboardResponseSchema,
  userSearchResponseSchema,
  SEARCH_PAGE_SIZES,
  type CopyRequestStatus,
  type CreateShot,
  type Listing,
  type PublishQuality,
  type PutScriptAsset,
  type StoryboardDetail,
  type UpdateShot,
  type UpdateStoryboardSummary,
  type UserHit,
} from '@portal/shared-contracts/storyboards';
import { createHttpClient, type HttpClient } from '@portal/shared-ui/http';

/*
 * The storyboard calls of 001 §7 this remote makes, each parsed with its contract schema.
 * `signal` comes first so a saga can run any of them with callAbortable; writes take an
 * idempotency key (one per user action) so a retried request is applied once.
 */

/** /proxy/v1/customers/{customerId}: every storyboard call's prefix. */
export { customerPath };
const storyboardPath = (customerId: number | string, id: number): string => `${customerPath(customerId)}/storyboards/${id}`;

/** Who the calls are for: the client, the path's customer and the action's idempotency key. */
export interface CallContext {
  readonly client: HttpClient;
  readonly customerId: number | string;
}

/**
 * The context of a mounted remote: one http client on the session's tokens, and the
 * signed-in user's customer id read at each call (the session may finish loading later).
 */
export function callContextOf({ config, session }: Pick<RemoteMountProps, 'config' | 'session'>): CallContext {
  const client = createHttpClient({ apiUrl: config.apiUrl, getIdToken: () => session.getIdToken(), getAccessToken: () => session.getAccessToken() });
  return {
    client,
    get customerId() {
      return session.getSnapshot().user?.customerId ?? '';
    },
  };
}

export async function getStoryboard(signal: AbortSignal, ctx: CallContext, id: number): Promise<StoryboardDetail> {
  return (await ctx.client.get(storyboardPath(ctx.customerId, id), storyboardResponseSchema, { signal })).result;
}

export async function updateSummary(signal: AbortSignal, ctx: CallContext, id: number, body: UpdateStoryboardSummary, idempotencyKey?: string): Promise<StoryboardDetail> {
  return (await ctx.client.post(storyboardPath(ctx.customerId, id), body, storyboardResponseSchema, { signal, idempotencyKey })).result;
}

/** Answers the new shot's id. */
export async function createShot(signal: AbortSignal, ctx: CallContext, id: number, body: CreateShot, idempotencyKey?: string): Promise<number> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/shots`, body, idResultSchema, { signal, idempotencyKey })).result.id;
}

export async function updateShot(signal: AbortSignal, ctx: CallContext, id: number, shotId: number, body: UpdateShot, idempotencyKey?: string): Promise<void> {
  await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/shots/${shotId}`, body, okResultSchema, { signal, idempotencyKey });
}

export async function deleteShot(signal: AbortSignal, ctx: CallContext, id: number, shotId: number, idempotencyKey?: string): Promise<void> {
  await ctx.client.delete(`${storyboardPath(ctx.customerId, id)}/shots/${shotId}`, okResultSchema, { signal, idempotencyKey });
}

/** Attaches an asset to the storyboard: to a shot with `shotId`, else as an OFF asset. */
export async function putAsset(signal: AbortSignal, ctx: CallContext, id: number, body: PutScriptAsset, idempotencyKey?: string): Promise<void> {
  await ctx.client.put(`${storyboardPath(ctx.customerId, id)}/assets/${encodeURIComponent(body.assetId)}`, body, okResultSchema, { signal, idempotencyKey });
}

export async function releaseStoryboard(signal: AbortSignal, ctx: CallContext, id: number, publishedRenderQuality: PublishQuality, idempotencyKey?: string): Promise<StoryboardDetail> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/release`, { publishedRenderQuality }, storyboardResponseSchema, { signal, idempotencyKey }))
    .result;
}

export async function suspendStoryboard(signal: AbortSignal, ctx: CallContext, id: number, idempotencyKey?: string): Promise<StoryboardDetail> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/suspend`, {}, storyboardResponseSchema, { signal, idempotencyKey })).result;
}

export async function deleteStoryboard(signal: AbortSignal, ctx: CallContext, id: number, idempotencyKey?: string): Promise<void> {
  await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/delete`, {}, okResultSchema, { signal, idempotencyKey });
}

/** Move to live: POST .../live with the customer's Live project id. */
export async function moveToLive(signal: AbortSignal, ctx: CallContext, id: number, projectId: number, idempotencyKey?: string): Promise<StoryboardDetail> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/live`, { projectId }, storyboardResponseSchema, { signal, idempotencyKey })).result;
}

/** Back to dev: POST .../project with the customer's Dev project id. */
export async function backToDev(signal: AbortSignal, ctx: CallContext, id: number, projectId: number, idempotencyKey?: string): Promise<StoryboardDetail> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/project`, { projectId }, storyboardResponseSchema, { signal, idempotencyKey })).result;
}

/** Move to marketplace: answers the listing id. */
export async function listStoryboard(
  signal: AbortSignal,
  ctx: CallContext,
  id: number,
  body: { readonly author: string; readonly description: string },
  idempotencyKey?: string,
): Promise<number> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/list`, body, idResultSchema, { signal, idempotencyKey })).result.id;
}

export async function unlistStoryboard(signal: AbortSignal, ctx: CallContext, listingId: number, idempotencyKey?: string): Promise<void> {
  await ctx.client.delete(`${customerPath(ctx.customerId)}/listings/${listingId}`, okResultSchema, { signal, idempotencyKey });
}

/** Clone (to another customer with `targetUserId`, admins only): answers the clone request id. */
export async function cloneStoryboard(
  signal: AbortSignal,
  ctx: CallContext,
  id: number,
  body: { readonly title: string; readonly targetUserId?: number },
  idempotencyKey?: string,
): Promise<number> {
  return (await ctx.client.post(`${storyboardPath(ctx.customerId, id)}/clone`, body, idResultSchema, { signal, idempotencyKey })).result.id;
}

export async function getCloneRequest(signal: AbortSignal, ctx: CallContext, requestId: number): Promise<CopyRequestStatus> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/clone-requests/${requestId}`, copyRequestStatusSchema, { signal })).result;
}

/** Copies a marketplace listing into the caller's account: answers the copy request id. */
export async function copyListing(signal: AbortSignal, ctx: CallContext, listingId: number, idempotencyKey?: string): Promise<number> {
  return (await ctx.client.post(listingCopyPath(ctx.customerId, listingId), {}, idResultSchema, { signal, idempotencyKey })).result.id;
}

export async function getListingCopyRequest(signal: AbortSignal, ctx: CallContext, requestId: number): Promise<CopyRequestStatus> {
  return (await ctx.client.get(listingCopyRequestPath(ctx.customerId, requestId), copyRequestStatusSchema, { signal })).result;
}

export async function getListing(signal: AbortSignal, ctx: CallContext, listingId: number): Promise<Listing> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/listings/${listingId}`, listingResponseSchema, { signal })).result;
}

/** GET /search/listings (page size 100): a page of listings and the total. */
export async function searchListings(
  signal: AbortSignal,
  client: HttpClient,
  query: { readonly q?: string; readonly tags?: readonly string[]; readonly from?: number },
): Promise<{ readonly hits: Listing[]; readonly total: number }> {
  const { result } = await client.get('/search/listings', listingSearchResponseSchema, {
    signal,
    query: { size: SEARCH_PAGE_SIZES.LISTINGS, q: query.q || undefined, tags: query.tags?.length ? query.tags.join(',') : undefined, from: query.from ?? 0 },
  });
  return { hits: result.hits, total: result.total.value };
}

/** GET /search/users?size=10&q= (admins): the customers a storyboard can move to. */
export async function searchUsers(signal: AbortSignal, client: HttpClient, q: string): Promise<UserHit[]> {
  return (await client.get('/search/users', userSearchResponseSchema, { signal, query: { size: SEARCH_PAGE_SIZES.USERS, q } })).result.hits;
}

/** GET /proxy/v1/current-user/projects: the caller's Dev and Live projects. */
export async function getProjects(signal: AbortSignal, client: HttpClient): Promise<Project[]> {
  return (await client.get('/proxy/v1/current-user/projects', currentUserProjectsSchema, { signal })).result;
}
