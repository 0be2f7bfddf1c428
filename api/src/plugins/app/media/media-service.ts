import type { Db } from '../../../db';
import {
  MEDIA_ERROR_CODES as CODES,
  REGISTERED_MEDIA_TYPES,
  UPLOAD_KINDS,
  uploadKindOf,
  type MediaAsset,
  type RegisterAsset,
  type RegisteredMediaType,
  type ScriptCreationRequest,
  type UploadKind,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { storageVisibility, type ObjectInfo, type ObjectStorage } from '../storage';
import { customerIdentity, requireOwnKey } from '../storage/access';
import type { StoryboardImporters } from './importers';
import { MEDIA_PROCESS_QUEUE, SCRIPT_CREATE_QUEUE, type MediaProcessJob, type ScriptCreateJob } from './jobs';
import { mediaAssetRepository, toMediaAsset } from './media-repository';
import { scriptCreationRepository, toScriptCreationRequest } from './script-creation-repository';

export interface MediaServiceDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly jobs: JobQueue;
  readonly importers: StoryboardImporters;
}

/** The upload kinds that are media (a storyboard document or an editing project is not: it becomes a storyboard). */
const MEDIA_KINDS: Partial<Record<UploadKind, RegisteredMediaType>> = {
  Video: REGISTERED_MEDIA_TYPES.Video,
  Image: REGISTERED_MEDIA_TYPES.Image,
  Audio: REGISTERED_MEDIA_TYPES.Audio,
};

const assetNotFound = (): ApiError => new ApiError(404, CODES.ASSET_NOT_FOUND, 'No such asset');

/**
 * Registered media and storyboards from an upload (001 §4, §7), under the rules of
 * docs/adr/017: the routes have let the caller act on the path's customer; a private key
 * must be that customer's own (`private/{identity}/...`), and what is registered must be
 * stored, of a kind uploads allow and within its size. Processing runs in the job queue,
 * queued in the transaction that records the asset or the request.
 */
export function mediaService(deps: MediaServiceDeps) {
  /**
   * The stored upload at a storage location, checked: the customer's own if private (403),
   * stored in this api's bucket (409), an upload kind (400) within its size (413).
   */
  async function storedUpload(caller: AssetCaller, customerId: number, { key, bucket }: RegisterAsset): Promise<{ info: ObjectInfo; kind: UploadKind }> {
    requireOwnKey(key, await customerIdentity(deps.db, caller, customerId));
    const info = bucket === deps.storage.bucket ? await deps.storage.stat(key) : null;
    if (!info) throw new ApiError(409, CODES.OBJECT_NOT_UPLOADED, `Nothing has been uploaded to ${key} in bucket ${bucket}`);
    const kind = uploadKindOf(info.contentType);
    if (!kind) throw new ApiError(400, CODES.UPLOAD_TYPE_NOT_ALLOWED, `Files of type ${info.contentType} are not accepted`);
    const { maxBytes } = UPLOAD_KINDS[kind];
    if (info.size > maxBytes) throw new ApiError(413, CODES.UPLOAD_TOO_LARGE, `${kind} files may be at most ${maxBytes} bytes`);
    return { info, kind };
  }

  return {
    /**
     * POST .../assets: records the upload (Processing) and queues its processing; answers the
     * media type its content type declares (processing corrects it after probing).
     */
    async register(caller: AssetCaller, customerId: number, body: RegisterAsset): Promise<{ assetId: string; mediaType: RegisteredMediaType }> {
      const { info, kind } = await storedUpload(caller, customerId, body);
      const mediaType = MEDIA_KINDS[kind];
      if (!mediaType) {
        throw new ApiError(400, CODES.UPLOAD_TYPE_NOT_ALLOWED, 'A storyboard document or an editing project is not media: create a storyboard from it (POST .../storyboards)');
      }
      const record = await deps.db.transaction(async (tx) => {
        const registered = await mediaAssetRepository(tx).register({
          customerId,
          assetId: body.key,
          bucket: body.bucket,
          mediaType,
          contentType: info.contentType,
          size: info.size,
          etag: info.etag,
          originalFileName: body.key.slice(body.key.lastIndexOf('/') + 1),
        });
        if (registered.queue) await deps.jobs.send<MediaProcessJob>(MEDIA_PROCESS_QUEUE, { assetId: body.key }, { tx });
        return registered.record;
      });
      return { assetId: record.assetId, mediaType: record.status === 'Processing' ? mediaType : record.mediaType };
    },

    /** GET .../assets/{assetId}: the customer's own asset, or one under a key anyone signed in may read. */
    async get(customerId: number, assetId: string): Promise<MediaAsset> {
      const record = await mediaAssetRepository(deps.db).find(assetId);
      if (!record) throw assetNotFound();
      if (record.customerId !== customerId && storageVisibility(record.assetId) === 'private') throw assetNotFound();
      return toMediaAsset(record);
    },

    /** POST .../storyboards: a storyboard from an uploaded video, storyboard document or editing project; answers the request id to poll. */
    async createStoryboard(caller: AssetCaller, customerId: number, body: RegisterAsset): Promise<number> {
      const { info } = await storedUpload(caller, customerId, body);
      if (!deps.importers.forContentType(info.contentType)) {
        throw new ApiError(400, CODES.UPLOAD_TYPE_NOT_ALLOWED, 'A storyboard is made from a video, a storyboard document or an editing project');
      }
      return deps.db.transaction(async (tx) => {
        const requestId = await scriptCreationRepository(tx).insert({ customerId, sourceKey: body.key, bucket: body.bucket });
        await deps.jobs.send<ScriptCreateJob>(SCRIPT_CREATE_QUEUE, { requestId }, { tx });
        return requestId;
      });
    },

    /** GET .../script-creation-requests/{requestId}: a request of this customer. */
    async request(customerId: number, requestId: number): Promise<ScriptCreationRequest> {
      const record = await scriptCreationRepository(deps.db).find(requestId);
      if (!record || record.customerId !== customerId) {
        throw new ApiError(404, CODES.SCRIPT_CREATION_REQUEST_NOT_FOUND, 'No such script-creation request');
      }
      return toScriptCreationRequest(record);
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
