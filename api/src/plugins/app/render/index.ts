import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { RENDER_QUEUES, startRenderWorkers } from './jobs';

export interface RenderPluginOptions {
  readonly config: Pick<AppConfig, 'renderWorkers'>;
  /** The app's job seams: `workers: false` leaves renders queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
}

/**
 * Test renders (docs/adr/027): the render queue and its workers (RENDER_WORKERS renders at
 * once). The routes (routes/proxy/renders.ts) record renders through renderService.
 */
export const renderPlugin = fp<RenderPluginOptions>(
  async function render(app: FastifyInstance, opts: RenderPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of RENDER_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    if (opts.jobs?.workers !== false) await startRenderWorkers(app, { db: app.db, storage: app.storage, log: app.log }, opts.config.renderWorkers);
  },
  { name: 'render', dependencies: ['db', 'storage', 'jobs'] },
);

export { RENDER_QUEUE, RENDER_QUEUES, RenderInputError, runRender, type RenderJob } from './jobs';
export { makeFilm, framesOf, millisOf, type FilmShot } from './film';
export { renderService, renderKey, type RenderService } from './render-service';
