import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { localStockPhotos, type StockPhotoSource } from './stock-photo-source';
import { unsplashStockPhotos } from './unsplash-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stock photo port: Unsplash when UNSPLASH_ACCESS_KEY is set, else the local library. */
    stockPhotos: StockPhotoSource;
  }
}

export interface StockPhotosPluginOptions {
  config: Pick<AppConfig, 'unsplash' | 'publicUrl'>;
  /** Use this source instead of the configured one (tests). */
  source?: StockPhotoSource;
}

export const stockPhotosPlugin = fp<StockPhotosPluginOptions>(
  async function stockPhotos(app: FastifyInstance, opts: StockPhotosPluginOptions): Promise<void> {
    const source = opts.source ?? (opts.config.unsplash ? unsplashStockPhotos(opts.config.unsplash) : localStockPhotos(app.storage, opts.config.publicUrl));
    app.log.info({ stockPhotos: source.name }, 'stock photos');
    app.decorate('stockPhotos', source);
  },
  { name: 'stock-photos', dependencies: ['storage'] },
);

export { localStockLibrary, STOCK_PREFIX } from './library';
export { localStockPhotos, stockPhotoNotFound, type StockPhotoSource } from './stock-photo-source';
export { unsplashStockPhotos, type UnsplashSettings } from './unsplash-source';
