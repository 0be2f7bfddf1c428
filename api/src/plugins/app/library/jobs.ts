import type { Db } from '../../../db';
import type { QueueSpec } from '../jobs';
import { mediaAssetRepository } from '../media/media-repository';
import { removeStoredMedia } from '../media/purge';
import type { ObjectStorage } from '../storage';
import { libraryRepository } from './library-repository';

/*
 * library-asset-purge (docs/adr/018, 026): the stored objects of a library asset whose row
 * is gone, removed after the delete committed (the job is queued in the delete's
 * transaction), so nothing is ever half-deleted: the row goes first, its objects follow,
 * and a job run again (after a crash) removes what is left.
 */

export const LIBRARY_PURGE_QUEUE = 'library-asset-purge';
export const LIBRARY_QUEUES: readonly QueueSpec[] = [{ name: LIBRARY_PURGE_QUEUE, retryLimit: 5, expireInSeconds: 15 * 60 }];

export interface LibraryPurgeJob {
  /** The asset's key. */
  readonly assetId: string;
  /** Where processing stored its thumbnail and HLS playlist, when it did. */
  readonly thumbnailKey: string | null;
  readonly streamKey: string | null;
  /** Other objects that were the asset's (its subtitle file). */
  readonly others: readonly string[];
}

export interface LibraryJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
}

/** Removes the asset's objects, unless the key has been taken up again since (uploaded and registered anew). */
export async function runLibraryPurge(deps: LibraryJobDeps, job: LibraryPurgeJob): Promise<void> {
  if (await mediaAssetRepository(deps.db).find(job.assetId)) return;
  if (await libraryRepository(deps.db).find(job.assetId)) return;
  await removeStoredMedia(deps.storage, job.assetId, { thumbnailKey: job.thumbnailKey, streamKey: job.streamKey }, job.others);
}
