import type { Db } from '../../../db';
import { MEDIA_PROCESSING_STATUSES, type MediaAsset, type MediaProcessingStatus, type RegisteredMediaType } from '../../../contracts';
import { iso, num } from '../storyboards/search-sql';

/** A registered asset as stored (media_assets, migration 010). */
export interface MediaAssetRecord extends MediaAsset {
  readonly customerId: number;
  readonly bucket: string;
  readonly etag: string | null;
}

/** What registering needs to know of the uploaded object. */
export interface NewMediaAsset {
  readonly customerId: number;
  readonly assetId: string;
  readonly bucket: string;
  readonly mediaType: RegisteredMediaType;
  readonly contentType: string;
  readonly size: number;
  readonly etag: string | null;
  readonly originalFileName: string | null;
  /** Known before processing (a clip the api cut itself). */
  readonly durationMillis?: number | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

/** What processing found and made. */
export interface ProcessedMedia {
  readonly mediaType: RegisteredMediaType;
  readonly durationMillis: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly thumbnailKey: string | null;
  readonly streamKey: string | null;
}

interface Row {
  customer_id: string | number;
  asset_id: string;
  bucket: string;
  media_type: RegisteredMediaType;
  status: MediaProcessingStatus;
  content_type: string;
  size: string | number;
  etag: string | null;
  original_file_name: string | null;
  duration_millis: number | null;
  width: number | null;
  height: number | null;
  thumbnail_key: string | null;
  stream_key: string | null;
  error: string | null;
  created_at: Date | string;
}

const toRecord = (r: Row): MediaAssetRecord => ({
  customerId: Number(r.customer_id),
  bucket: r.bucket,
  etag: r.etag,
  assetId: r.asset_id,
  mediaType: r.media_type,
  status: r.status,
  contentType: r.content_type,
  size: Number(r.size),
  originalFileName: r.original_file_name,
  durationMillis: num(r.duration_millis),
  width: num(r.width),
  height: num(r.height),
  thumbnailAssetId: r.thumbnail_key,
  streamAssetId: r.stream_key,
  error: r.error,
  dateCreated: iso(r.created_at),
});

/** The asset as the api answers it (no owner, bucket or ETag). */
export function toMediaAsset(record: MediaAssetRecord): MediaAsset {
  const { customerId: _customer, bucket: _bucket, etag: _etag, ...asset } = record;
  return asset;
}

/** The storyboards a media asset appears in: script assets, shots' media and the storyboard's own images and trailer. */
const USES_ASSET = `(
  exists (select 1 from script_assets a where a.storyboard_id = s.id and a.asset_id = $1)
  or exists (select 1 from shots sh where sh.storyboard_id = s.id and $1 in (sh.image_asset_id, sh.explanation_asset_id, sh.asset_id))
  or $1 in (s.explanation_asset_id, s.landscape_image_asset_id, s.portrait_image_asset_id, s.thumbnail_asset_id)
)`;

/** SQL of registered media; pass a transaction's `tx` to take part in it. */
export function mediaAssetRepository(db: Db) {
  async function find(assetId: string, opts: { lock?: boolean } = {}): Promise<MediaAssetRecord | null> {
    const { rows } = await db.query<Row>(`select * from media_assets where asset_id = $1${opts.lock ? ' for update' : ''}`, [assetId]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  return {
    find,

    /**
     * Records an uploaded object, or takes it up again: a new asset, or the same customer's
     * asset whose bytes changed or whose processing failed, is (again) Processing and the
     * answer says to queue it; anything else is answered as it is.
     */
    async register(asset: NewMediaAsset): Promise<{ record: MediaAssetRecord; queue: boolean }> {
      // The columns registering sets, after customer_id and asset_id ($3 on).
      const facts = [
        asset.bucket,
        asset.mediaType,
        asset.contentType,
        asset.size,
        asset.etag,
        asset.originalFileName,
        asset.durationMillis ?? null,
        asset.width ?? null,
        asset.height ?? null,
      ];
      const { rows: inserted } = await db.query<Row>(
        `insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size, etag, original_file_name, duration_millis, width, height)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (asset_id) do nothing returning *`,
        [asset.customerId, asset.assetId, ...facts],
      );
      if (inserted[0]) return { record: toRecord(inserted[0]), queue: true };
      const existing = await find(asset.assetId, { lock: true });
      if (!existing) throw new Error(`media asset ${asset.assetId} vanished while registering`);
      const changed = existing.etag !== asset.etag || existing.status === MEDIA_PROCESSING_STATUSES.Failed;
      if (existing.customerId !== asset.customerId || !changed) return { record: existing, queue: false };
      const { rows } = await db.query<Row>(
        `update media_assets set status = 'Processing', error = null, bucket = $3, media_type = $4, content_type = $5, size = $6, etag = $7,
           original_file_name = $8, duration_millis = $9, width = $10, height = $11, thumbnail_key = null, stream_key = null
         where customer_id = $1 and asset_id = $2 returning *`,
        [asset.customerId, asset.assetId, ...facts],
      );
      return { record: toRecord(rows[0] as Row), queue: true };
    },

    /**
     * Processing of the bytes with `etag` done: Ready with its facts. False when the asset is
     * no longer Processing, or was registered again with other bytes meanwhile.
     */
    async markReady(assetId: string, etag: string | null, done: ProcessedMedia): Promise<boolean> {
      const { rows } = await db.query(
        `update media_assets set status = 'Ready', error = null, media_type = $3, duration_millis = $4, width = $5, height = $6,
           thumbnail_key = $7, stream_key = $8
         where asset_id = $1 and etag is not distinct from $2 and status = 'Processing' returning asset_id`,
        [assetId, etag, done.mediaType, done.durationMillis, done.width, done.height, done.thumbnailKey, done.streamKey],
      );
      return rows.length > 0;
    },

    /** Processing of the bytes with `etag` failed for good: Failed with the reason; false as for markReady. */
    async markFailed(assetId: string, etag: string | null, error: string): Promise<boolean> {
      const { rows } = await db.query(
        `update media_assets set status = 'Failed', error = $3
         where asset_id = $1 and etag is not distinct from $2 and status = 'Processing' returning asset_id`,
        [assetId, etag, error.slice(0, 2000)],
      );
      return rows.length > 0;
    },

    /** Media a storyboard uses that is not Ready (Processing or Failed), with its status and error. */
    async unreadyMediaOf(storyboardId: number): Promise<{ assetId: string; status: MediaProcessingStatus; error: string | null }[]> {
      const { rows } = await db.query<{ asset_id: string; status: MediaProcessingStatus; error: string | null }>(
        `select m.asset_id, m.status, m.error from media_assets m
         where m.status <> 'Ready' and m.asset_id in (
           select a.asset_id from script_assets a where a.storyboard_id = $1
           union all select unnest(array[sh.image_asset_id, sh.explanation_asset_id, sh.asset_id]) from shots sh where sh.storyboard_id = $1
           union all select unnest(array[s.explanation_asset_id, s.landscape_image_asset_id, s.portrait_image_asset_id, s.thumbnail_asset_id])
             from storyboards s where s.id = $1
         )
         order by m.asset_id`,
        [storyboardId],
      );
      return rows.map((r) => ({ assetId: r.asset_id, status: r.status, error: r.error }));
    },

    /** Forgets an asset (its stored objects are the caller's to remove); false when there was none. */
    async remove(assetId: string): Promise<boolean> {
      const { rows } = await db.query('delete from media_assets where asset_id = $1 returning asset_id', [assetId]);
      return rows.length > 0;
    },

    /** Storyboards in Processing (a release waiting) that use the asset. */
    async processingStoryboardsUsing(assetId: string): Promise<number[]> {
      const { rows } = await db.query<{ id: string | number }>(
        `select s.id from storyboards s where s.status = 'Processing' and ${USES_ASSET} order by s.id`,
        [assetId],
      );
      return rows.map((r) => Number(r.id));
    },

    /** The thumbnail and stream keys of those of `assetIds` that have any, by asset id. */
    async renditionsOf(assetIds: readonly string[]): Promise<Map<string, Pick<MediaAsset, 'thumbnailAssetId' | 'streamAssetId'>>> {
      if (assetIds.length === 0) return new Map();
      const { rows } = await db.query<{ asset_id: string; thumbnail_key: string | null; stream_key: string | null }>(
        `select asset_id, thumbnail_key, stream_key from media_assets
         where asset_id = any($1::text[]) and (thumbnail_key is not null or stream_key is not null)`,
        [[...new Set(assetIds)]],
      );
      return new Map(rows.map((r) => [r.asset_id, { thumbnailAssetId: r.thumbnail_key, streamAssetId: r.stream_key }]));
    },
  };
}

export type MediaAssetRepository = ReturnType<typeof mediaAssetRepository>;
