import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recommenderService, type RecommenderService } from './recommender-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recommender (docs/adr/034): its models cached per customer and data generation. */
    recommender: RecommenderService;
  }
}

export interface RecommenderPluginOptions {
  /** How many customers' models the api keeps (DEFAULT_RECOMMENDER_CACHE_ENTRIES). */
  readonly cacheEntries?: number;
  /** How many documents those models hold together (DEFAULT_RECOMMENDER_CACHE_DOCUMENTS). */
  readonly cacheDocuments?: number;
}

/** The recommender domain (issue 17): one service, so its model cache is the app's. */
export const recommenderPlugin = fp<RecommenderPluginOptions>(
  async function recommender(app: FastifyInstance, opts: RecommenderPluginOptions): Promise<void> {
    const { cacheEntries, cacheDocuments } = opts;
    app.decorate('recommender', recommenderService({ db: app.db, ...(cacheEntries ? { cacheEntries } : {}), ...(cacheDocuments ? { cacheDocuments } : {}) }));
  },
  { name: 'recommender', dependencies: ['db'] },
);
