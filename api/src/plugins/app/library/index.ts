import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIBRARY_PURGE_QUEUE, LIBRARY_QUEUES, runLibraryPurge, type LibraryPurgeJob } from './jobs';

export interface LibraryPluginOptions {
  /** The app's job seams: `workers: false` leaves the purge jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
}

/** The videos library (docs/adr/026): the purge queue of deleted assets' objects and its worker. */
export const libraryPlugin = fp<LibraryPluginOptions>(
  async function library(app: FastifyInstance, opts: LibraryPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of LIBRARY_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    if (opts.jobs?.workers !== false) {
      await app.jobs.work<LibraryPurgeJob>(LIBRARY_PURGE_QUEUE, (data) => runLibraryPurge({ db: app.db, storage: app.storage }, data));
    }
  },
  { name: 'library', dependencies: ['db', 'storage', 'jobs'] },
);

export { LIBRARY_PURGE_QUEUE, runLibraryPurge, type LibraryPurgeJob } from './jobs';
export { libraryRepository, type LibraryAssetRecord, type NewLibraryAsset } from './library-repository';
export { libraryService, type LibraryService } from './library-service';
