import { unseenAssetsResponseSchema } from '@portal/shared-contracts/core';
import { assetSearchResponseSchema, okResultSchema, type AssetHit } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';
import { customerPath, type CallContext } from '../../api/storyboardCalls';
import type { AssetSearchParams } from './criteria';

/*
 * The videos library's calls (001 §7, shared-contracts' library-calls.ts), parsed with
 * their schemas; `signal` first so a saga runs them with callAbortable.
 */

/** A page of GET /search/assets: its hits and result.total.value. */
export interface AssetPage {
  readonly hits: AssetHit[];
  readonly total: number;
}

/** GET /search/assets: 20 a page from `from`, narrowed and sorted as the params say. */
export async function searchAssets(signal: AbortSignal, client: HttpClient, params: AssetSearchParams): Promise<AssetPage> {
  const { result } = await client.get('/search/assets', assetSearchResponseSchema, { signal, query: params });
  return { hits: result.hits, total: result.total.value };
}

/** POST .../library-assets/seen: everything in the library now counts as seen; answers what is unseen after. */
export async function markLibrarySeen(signal: AbortSignal, ctx: CallContext): Promise<number> {
  return (await ctx.client.post(`${customerPath(ctx.customerId)}/library-assets/seen`, {}, unseenAssetsResponseSchema, { signal })).result.count;
}

/** DELETE .../library-assets/{assetId} (the key, URL-encoded): the asset and, after, its stored files. */
export async function deleteLibraryAsset(signal: AbortSignal, ctx: CallContext, assetId: string, idempotencyKey: string): Promise<void> {
  await ctx.client.delete(`${customerPath(ctx.customerId)}/library-assets/${encodeURIComponent(assetId)}`, okResultSchema, { signal, idempotencyKey });
}
