import { assetDownloadResponseSchema, type AssetDownload } from '@portal/shared-contracts/storyboards';
import { customerPath, type CallContext } from '../../api/storyboardCalls';

/*
 * The asset download calls of the videos library (001 §7 "asset download"; contracts in
 * shared-contracts' asset-download-calls.ts), each parsed with its schema; `signal` first
 * so a saga can run them with callAbortable.
 */

const downloadsPath = (ctx: CallContext): string => `${customerPath(ctx.customerId)}/library-assets/downloads`;

/** POST .../library-assets/downloads: the request, Pending (its packing runs in the api's job queue). */
export async function requestAssetDownload(signal: AbortSignal, ctx: CallContext, assetIds: readonly string[]): Promise<AssetDownload> {
  return (await ctx.client.post(downloadsPath(ctx), { assetIds }, assetDownloadResponseSchema, { signal })).result;
}

/** GET .../library-assets/downloads/{id}: Pending, Packing, Ready (with the zip's signed URL) or Failed. */
export async function getAssetDownload(signal: AbortSignal, ctx: CallContext, id: number): Promise<AssetDownload> {
  return (await ctx.client.get(`${downloadsPath(ctx)}/${id}`, assetDownloadResponseSchema, { signal })).result;
}
