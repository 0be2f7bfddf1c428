import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { storyboardDocumentImporter } from './document-importer';
import { editingProjectImporter } from './editing-project-importer';
import { storyboardImporters, type StoryboardImporter, type StoryboardImporters } from './importers';
import { MEDIA_QUEUES, startMediaWorkers } from './jobs';
import { videoImporter } from './video-importer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Importers of uploads that become storyboards, by content type (a video, a storyboard document, an editing project). */
    storyboardImporters: StoryboardImporters;
  }
}

export interface MediaPluginOptions {
  readonly config: Pick<AppConfig, 'mediaWorkers'>;
  /** The app's job seams: `workers: false` leaves the media jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
  /** Importers besides the video, storyboard-document and editing-project ones. */
  readonly importers?: readonly StoryboardImporter[];
}

/**
 * Media processing (docs/adr/024): the media queues, their workers (MEDIA_WORKERS jobs at
 * once) and the storyboard importers.
 */
export const mediaPlugin = fp<MediaPluginOptions>(
  async function media(app: FastifyInstance, opts: MediaPluginOptions): Promise<void> {
    const importers = storyboardImporters([videoImporter(), storyboardDocumentImporter(), editingProjectImporter(), ...(opts.importers ?? [])]);
    app.decorate('storyboardImporters', importers);
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of MEDIA_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    if (opts.jobs?.workers !== false) {
      await startMediaWorkers(app, { db: app.db, storage: app.storage, jobs: app.jobs, importers, log: app.log }, opts.config.mediaWorkers);
    }
  },
  { name: 'media', dependencies: ['db', 'storage', 'jobs'] },
);

export { mediaFolderOf, streamKeyOf, thumbnailKeyOf } from './derived-keys';
export { ImportError, type ImportedStoryboard, type ImportSource, type StoryboardImporter, type StoryboardImporters } from './importers';
export { MEDIA_PROCESS_QUEUE, MEDIA_QUEUES, SCRIPT_CREATE_QUEUE, runMediaProcess, runScriptCreate } from './jobs';
export { mediaService, type MediaService } from './media-service';
export { SIZED_IMAGE_TYPES, SizedImages, sizedImageKeyOf } from './sized-images';
export { MediaToolError } from './tools';
export { urlImportService, type UrlImportService } from './url-import';
