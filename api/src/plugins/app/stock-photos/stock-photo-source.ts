import type { Readable } from 'node:stream';
import { SEARCH_PAGE_SIZES, STOCK_PHOTO_ERROR_CODES, type StockPhoto, type StockPhotoSearchQuery, type StockPhotoSearchResponse } from '../../../contracts';
import { ApiError } from '../errors';
import type { ObjectStorage } from '../storage';
import { LOCAL_PHOTOGRAPHER, STOCK_SIZES, localStockLibrary, type LocalStockPhoto } from './library';

/** The stock photo port (001 §7): a search, and a photo's image for a customer who picks it. */
export interface StockPhotoSource {
  readonly name: 'local' | 'unsplash';
  search(q: StockPhotoSearchQuery): Promise<StockPhotoSearchResponse>;
  /**
   * The photo's regular image, after telling the service it was downloaded (Unsplash asks
   * for that on every use); 404 STOCK_PHOTO_NOT_FOUND for an unknown id.
   */
  download(id: string): Promise<{ readonly body: Readable | Buffer; readonly contentType: string }>;
}

const PER_PAGE = SEARCH_PAGE_SIZES.STOCK_PHOTOS;

export const stockPhotoNotFound = (): ApiError => new ApiError(404, STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_NOT_FOUND, 'No stock photo with that id');

/** The words of a query, lower-cased. */
const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The local library (library.ts), searched in memory: every word of the query must start
 * a word of the photo's description or tags. Its images are public objects the seed
 * stores; a photo whose image is not stored (the seed has not run) is left out.
 */
export function localStockPhotos(storage: ObjectStorage, publicUrl: string): StockPhotoSource {
  const library = localStockLibrary();
  const byId = new Map(library.map((p) => [p.id, p]));
  const urlOf = (key: string) => `${publicUrl}/storage/${key}`;
  const toPhoto = (p: LocalStockPhoto): StockPhoto => ({
    id: p.id,
    urls: { thumb: urlOf(p.images.thumb.key), small: urlOf(p.images.small.key), regular: urlOf(p.images.regular.key) },
    alt_description: p.description,
    links: { html: urlOf(p.images.regular.key), download_location: `${publicUrl}/stock-photos/${p.id}/download` },
    user: { name: LOCAL_PHOTOGRAPHER },
    width: STOCK_SIZES.regular.width,
    height: STOCK_SIZES.regular.height,
  });
  return {
    name: 'local',
    async search({ query, page }) {
      const wanted = wordsOf(query);
      const matches: LocalStockPhoto[] = [];
      for (const p of library) {
        const words = wordsOf(`${p.description} ${p.tags.join(' ')}`);
        if (!wanted.every((w) => words.some((x) => x.startsWith(w)))) continue;
        if (await storage.exists(p.images.regular.key)) matches.push(p);
      }
      const results = matches.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(toPhoto);
      return { total: matches.length, total_pages: Math.ceil(matches.length / PER_PAGE), results };
    },
    async download(id) {
      const photo = byId.get(id);
      const stored = photo ? await storage.get(photo.images.regular.key) : null;
      if (!stored) throw stockPhotoNotFound();
      return { body: stored.body, contentType: stored.contentType };
    },
  };
}
