import {
  SEARCH_PAGE_SIZES,
  registeredAssetResponseSchema,
  reusableAssetSearchResponseSchema,
  scriptSearchResponseSchema,
  stockPhotoSearchResponseSchema,
  type RegisteredMediaType,
  type ReusableAsset,
  type StockPhoto,
  type StoryboardListItem,
} from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';
import { customerPath, type CallContext } from './storyboardCalls';

/*
 * The searches of the storymaker's side panel (001 §2, §7) and picking a stock photo.
 * Each answer is parsed with its contract schema; `signal` comes first for callAbortable.
 */

/** A page of a search: its hits and how many there are in all. */
export interface PanelPage<T> {
  readonly hits: T[];
  readonly total: number;
}

/** What a panel list asks: its words (blank for everything) and the number already loaded. */
export interface PanelQuery {
  readonly q: string;
  readonly from: number;
}

/** GET /search/reusable-assets (001 §7): the Director's Guide, 20 a page. */
export async function searchReusableAssets(signal: AbortSignal, client: HttpClient, { q, from }: PanelQuery): Promise<PanelPage<ReusableAsset>> {
  const { result } = await client.get('/search/reusable-assets', reusableAssetSearchResponseSchema, {
    signal,
    query: { q: q.trim() || undefined, from, size: SEARCH_PAGE_SIZES.REUSABLE_ASSETS },
  });
  return { hits: result.hits, total: result.total.value };
}

/** GET /search/scripts (001 §7): the customer's storyboards, 20 a page, latest first. */
export async function searchPanelStoryboards(signal: AbortSignal, client: HttpClient, { q, from }: PanelQuery): Promise<PanelPage<StoryboardListItem>> {
  const { result } = await client.get('/search/scripts', scriptSearchResponseSchema, {
    signal,
    query: { q: q.trim() || undefined, from, size: SEARCH_PAGE_SIZES.SCRIPTS },
  });
  return { hits: result.hits, total: result.total.value };
}

/**
 * GET /stock-photos?query=&page= (001 §7): 20 a page, in pages from 1. The page is the one
 * after those loaded (a photo seen twice is kept once, so a short count still moves on).
 * `total` counts no further than the service pages through.
 */
export async function searchStockPhotos(signal: AbortSignal, client: HttpClient, { q, from }: PanelQuery): Promise<PanelPage<StockPhoto>> {
  const size = SEARCH_PAGE_SIZES.STOCK_PHOTOS;
  const page = Math.ceil(from / size) + 1;
  const answer = await client.get('/stock-photos', stockPhotoSearchResponseSchema, { signal, query: { query: q.trim(), page } });
  return { hits: answer.results, total: Math.min(answer.total, answer.total_pages * size) };
}

/** Picks a stock photo: the api copies it into the customer's storage and registers it (as POST .../assets answers). */
export async function pickStockPhoto(
  signal: AbortSignal,
  ctx: CallContext,
  photoId: string,
  idempotencyKey?: string,
): Promise<{ readonly assetId: string; readonly mediaType: RegisteredMediaType }> {
  const path = `${customerPath(ctx.customerId)}/stock-photos/${encodeURIComponent(photoId)}`;
  return (await ctx.client.post(path, {}, registeredAssetResponseSchema, { signal, idempotencyKey })).result;
}
