import {
  REUSABLE_ASSET_DEFAULTS,
  assetUrlsResponseSchema,
  mediaAssetResponseSchema,
  okResultSchema,
  reusableAssetResponseSchema,
  type AssetUrl,
  type MediaAsset,
  type ReusableAsset,
  type ReusableAssetMediaType,
  type UpdateReusableAsset,
} from '@portal/shared-contracts/storyboards';
import { customerPath, type CallContext } from './storyboardCalls';

/*
 * The reusable asset calls of 001 §7 and the media calls the reusable asset page and the
 * storymaker's side panel read: a registered asset's processing (GET .../assets/{assetId})
 * and signed URLs to view private media (POST .../asset-urls). Each answer is parsed with
 * its contract schema; `signal` comes first so a saga can run any of them with
 * callAbortable; writes take an idempotency key (one per user action).
 */

const reusableAssetPath = (customerId: number | string, id: number): string => `${customerPath(customerId)}/reusable-assets/${id}`;

export async function getReusableAsset(signal: AbortSignal, ctx: CallContext, id: number): Promise<ReusableAsset> {
  return (await ctx.client.get(reusableAssetPath(ctx.customerId, id), reusableAssetResponseSchema, { signal })).result;
}

/**
 * Keeps a registered asset as a reusable asset, named 'Asset Title', described 'Asset
 * Description' and tagged Sports and Social (001 §3), as the api also does by default.
 */
export async function createReusableAsset(
  signal: AbortSignal,
  ctx: CallContext,
  media: { readonly assetId: string; readonly mediaType: ReusableAssetMediaType },
  idempotencyKey?: string,
): Promise<ReusableAsset> {
  const body = {
    assetId: media.assetId,
    mediaType: media.mediaType,
    name: REUSABLE_ASSET_DEFAULTS.TITLE,
    description: REUSABLE_ASSET_DEFAULTS.DESCRIPTION,
    tags: [...REUSABLE_ASSET_DEFAULTS.TAGS],
  };
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/reusable-assets`, body, reusableAssetResponseSchema, { signal, idempotencyKey })).result;
}

/** Sends only the fields that change; answers the asset as saved. */
export async function updateReusableAsset(signal: AbortSignal, ctx: CallContext, id: number, body: UpdateReusableAsset, idempotencyKey?: string): Promise<ReusableAsset> {
  return (await ctx.client.put(reusableAssetPath(ctx.customerId, id), body, reusableAssetResponseSchema, { signal, idempotencyKey })).result;
}

export async function deleteReusableAsset(signal: AbortSignal, ctx: CallContext, id: number, idempotencyKey?: string): Promise<void> {
  await ctx.client.delete(reusableAssetPath(ctx.customerId, id), okResultSchema, { signal, idempotencyKey });
}

/** A registered asset and how far its processing is (the key URL-encoded as one segment). */
export async function getMediaAsset(signal: AbortSignal, ctx: CallContext, assetId: string): Promise<MediaAsset> {
  return (await ctx.client.get(`${customerPath(ctx.customerId)}/assets/${encodeURIComponent(assetId)}`, mediaAssetResponseSchema, { signal })).result;
}

/** Signed URLs to view up to 50 assets the customer may read (their own private keys, protected and public ones). */
export async function getAssetUrls(signal: AbortSignal, ctx: CallContext, assetIds: readonly string[]): Promise<AssetUrl[]> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/asset-urls`, { assetIds }, assetUrlsResponseSchema, { signal })).result;
}
