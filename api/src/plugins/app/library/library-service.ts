import type { Db } from '../../../db';
import { LIBRARY_ERROR_CODES as CODES } from '../../../contracts';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import { mediaAssetRepository } from '../media/media-repository';
import { LIBRARY_PURGE_QUEUE, type LibraryPurgeJob } from './jobs';
import { libraryRepository } from './library-repository';

export interface LibraryServiceDeps {
  readonly db: Db;
  readonly jobs: JobQueue;
}

/**
 * The videos library's own calls (001 §2), under the rules of docs/adr/017: the routes
 * have let the caller act on the path's customer (their own, or any for an admin).
 */
export function libraryService(deps: LibraryServiceDeps) {
  return {
    unseenCount: (customerId: number): Promise<number> => libraryRepository(deps.db).unseenCount(customerId),

    /** Marks every current asset seen; answers what is unseen after (none, unless one arrived meanwhile). */
    async markSeen(customerId: number): Promise<number> {
      const library = libraryRepository(deps.db);
      await library.markSeen(customerId);
      return library.unseenCount(customerId);
    },

    /**
     * Deletes one of the customer's assets: 404 for an unknown one, 403 for another
     * customer's. In one transaction the row goes, with its media row unless a storyboard
     * or reusable asset still uses the key, and the purge of its stored objects is queued.
     */
    async remove(customerId: number, assetId: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const library = libraryRepository(tx);
        const found = await library.find(assetId, { lock: true });
        if (!found) throw new ApiError(404, CODES.LIBRARY_ASSET_NOT_FOUND, 'No such library asset');
        if (found.customerId !== customerId) throw new ApiError(403, CODES.FOREIGN_LIBRARY_ASSET, "The asset is not in this customer's library");
        await library.remove(found.id);
        if (await library.inUseElsewhere(assetId)) return;
        const media = mediaAssetRepository(tx);
        const registered = await media.find(assetId, { lock: true });
        if (registered) await media.remove(assetId);
        const job: LibraryPurgeJob = {
          assetId,
          thumbnailKey: registered?.thumbnailAssetId ?? null,
          streamKey: registered?.streamAssetId ?? null,
          others: found.subtitleAssetId ? [found.subtitleAssetId] : [],
        };
        await deps.jobs.send<LibraryPurgeJob>(LIBRARY_PURGE_QUEUE, job, { tx });
      });
    },
  };
}

export type LibraryService = ReturnType<typeof libraryService>;
