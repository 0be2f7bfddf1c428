import { z } from 'zod';
import { SEARCH_PAGE_SIZES } from './constants/storyboards';
import { deferred } from './deferred';

/*
 * Stock photos for the storymaker's Photos panel (001 §2, §3 "Stock photo item", §7):
 * GET /stock-photos?query=&page= answers in the stock photo service's shape (results,
 * total, total_pages; 20 a page), from the api's local library by default or from
 * Unsplash when the api is configured for it; POST
 * /proxy/v1/customers/{customerId}/stock-photos/{photoId} picks one: the api tracks the
 * download as the service asks, copies the image into the customer's private storage and
 * registers it as their asset (the answer of POST .../assets).
 */

/** One photo (001 §3: id, urls (thumb, small, regular), alt_description, links.html, user.name). */
export const stockPhotoSchema = deferred(() => z.object({
  id: z.string(),
  urls: z.object({ thumb: z.string(), small: z.string(), regular: z.string() }),
  alt_description: z.string().nullable(),
  links: z.object({ html: z.string(), download_location: z.string() }),
  user: z.object({ name: z.string() }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}));
export type StockPhoto = z.infer<typeof stockPhotoSchema>;

export const STOCK_PHOTO_LIMITS = { QUERY_MAX_LENGTH: 100, MAX_PAGE: 500 } as const;

export const stockPhotoSearchQuerySchema = deferred(() => z.object({
  query: z.string().trim().min(1).max(STOCK_PHOTO_LIMITS.QUERY_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(STOCK_PHOTO_LIMITS.MAX_PAGE).default(1),
}));
export type StockPhotoSearchQuery = z.infer<typeof stockPhotoSearchQuerySchema>;

export const stockPhotoSearchResponseSchema = deferred(() => z.object({
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  results: z.array(stockPhotoSchema).max(SEARCH_PAGE_SIZES.STOCK_PHOTOS),
}));
export type StockPhotoSearchResponse = z.infer<typeof stockPhotoSearchResponseSchema>;

/** A photo id as a path parameter: the local library's `local-NNN` or the service's ids. */
export const stockPhotoIdSchema = deferred(() => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a stock photo id'));

/** `error_code`s of the stock photo calls. */
export const STOCK_PHOTO_ERROR_CODES = {
  /** No photo with that id: 404. */
  STOCK_PHOTO_NOT_FOUND: 'STOCK_PHOTO_NOT_FOUND',
  /** The stock photo service did not answer as it should: 502. */
  STOCK_PHOTO_SERVICE_FAILED: 'STOCK_PHOTO_SERVICE_FAILED',
} as const;
