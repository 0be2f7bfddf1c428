import { Readable } from 'node:stream';
import { z } from 'zod';
import { SEARCH_PAGE_SIZES, STOCK_PHOTO_ERROR_CODES, type StockPhoto } from '../../../contracts';
import { ApiError } from '../errors';
import { stockPhotoNotFound, type StockPhotoSource } from './stock-photo-source';

/** Where Unsplash's API is, and the application's access key (UNSPLASH_ACCESS_KEY). */
export interface UnsplashSettings {
  readonly accessKey: string;
  /** https://api.unsplash.com unless pointed elsewhere (UNSPLASH_API_URL; tests use a fake). */
  readonly apiUrl: string;
  readonly timeoutMs?: number;
}

// What Unsplash answers, as far as the portal uses it (unknown fields are dropped).
const photoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt_description: z.string().nullable().optional(),
  urls: z.object({ thumb: z.string(), small: z.string(), regular: z.string() }),
  links: z.object({ html: z.string(), download_location: z.string() }),
  user: z.object({ name: z.string() }),
});
const searchSchema = z.object({ total: z.number().int(), total_pages: z.number().int(), results: z.array(photoSchema) });

const toPhoto = (p: z.infer<typeof photoSchema>): StockPhoto => ({
  id: p.id,
  urls: p.urls,
  alt_description: p.alt_description ?? null,
  links: p.links,
  user: { name: p.user.name },
  width: p.width,
  height: p.height,
});

const serviceFailed = (what: string): ApiError =>
  new ApiError(502, STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_SERVICE_FAILED, `The stock photo service failed: ${what}`);

/**
 * Unsplash (https://unsplash.com/documentation): search with query, page and per_page 20,
 * the `Client-ID` authorisation header and API version 1; a pick fetches the photo, calls
 * its download_location (Unsplash's download tracking, required on every use) and then
 * streams its regular image.
 */
export function unsplashStockPhotos(settings: UnsplashSettings): StockPhotoSource {
  const headers = { authorization: `Client-ID ${settings.accessKey}`, 'accept-version': 'v1' };
  const timeout = settings.timeoutMs ?? 10_000;

  async function call(url: string, withKey: boolean): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, { headers: withKey ? headers : {}, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      throw serviceFailed((error as Error).message);
    }
    return res;
  }
  async function json<T>(url: string, schema: z.ZodType<T>, notFound?: () => ApiError): Promise<T> {
    const res = await call(url, true);
    if (res.status === 404 && notFound) throw notFound();
    if (!res.ok) throw serviceFailed(`${res.status} from ${new URL(url).pathname}`);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw serviceFailed(`an unexpected answer from ${new URL(url).pathname}`);
    return parsed.data;
  }

  return {
    name: 'unsplash',
    async search({ query, page }) {
      const url = new URL('/search/photos', settings.apiUrl);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(SEARCH_PAGE_SIZES.STOCK_PHOTOS) }).toString();
      const answer = await json(url.toString(), searchSchema);
      return { total: answer.total, total_pages: answer.total_pages, results: answer.results.slice(0, SEARCH_PAGE_SIZES.STOCK_PHOTOS).map(toPhoto) };
    },
    async download(id) {
      const photo = await json(new URL(`/photos/${encodeURIComponent(id)}`, settings.apiUrl).toString(), photoSchema, stockPhotoNotFound);
      // The tracking call is authenticated; its answer (the file's URL) is not needed.
      const tracked = await call(photo.links.download_location, true);
      if (!tracked.ok) throw serviceFailed(`${tracked.status} from the download tracking`);
      await tracked.body?.cancel();
      const image = await call(photo.urls.regular, false);
      if (!image.ok || !image.body) throw serviceFailed(`${image.status} for the image`);
      const contentType = image.headers.get('content-type')?.split(';')[0]?.trim() || 'image/jpeg';
      return { body: Readable.fromWeb(image.body as import('node:stream/web').ReadableStream), contentType };
    },
  };
}
