import type { Db } from '../../../db';
import {
  DEFAULT_SHOT_IMAGES,
  SCRIPT_CREATION_STEPS,
  type ScriptCreationRequest,
  type ScriptCreationStatus,
  type StoryboardStatus,
} from '../../../contracts';
import { num } from '../storyboards/search-sql';
import type { ImportedShot, ImportedStoryboard } from './importers';

export type ScriptCreationStep = (typeof SCRIPT_CREATION_STEPS)[keyof typeof SCRIPT_CREATION_STEPS];

/** A request as stored (script_creation_requests, migration 010). */
export interface ScriptCreationRecord extends ScriptCreationRequest {
  readonly customerId: number;
  readonly sourceKey: string;
  readonly bucket: string;
}

interface Row {
  id: string | number;
  customer_id: string | number;
  source_key: string;
  bucket: string;
  status: ScriptCreationStatus;
  step: ScriptCreationStep | null;
  storyboard_id: string | number | null;
  error: string | null;
}

const toRecord = (r: Row): ScriptCreationRecord => ({
  requestId: Number(r.id),
  customerId: Number(r.customer_id),
  sourceKey: r.source_key,
  bucket: r.bucket,
  status: r.status,
  step: r.step,
  storyboardId: num(r.storyboard_id),
  error: r.error,
});

/** The request as the api answers it. */
export function toScriptCreationRequest(record: ScriptCreationRecord): ScriptCreationRequest {
  const { customerId: _customer, sourceKey: _key, bucket: _bucket, ...request } = record;
  return request;
}

/** A shot's length as 001 §5 allows it (the clip of a scene under a second still gets a one-second shot). */
const shotMillis = (ms: number): number => Math.min(120_000, Math.max(1000, Math.round(ms)));

/**
 * Script-creation requests (001 §4 "Adding a script from an upload") and the storyboard
 * each makes: created Submitted in the customer's Dev project, given its shots, enriched,
 * then ReadyToPublish. Pass a transaction's `tx` to take part in it.
 */
export function scriptCreationRepository(db: Db) {
  return {
    async insert(r: { customerId: number; sourceKey: string; bucket: string }): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'insert into script_creation_requests (customer_id, source_key, bucket) values ($1, $2, $3) returning id',
        [r.customerId, r.sourceKey, r.bucket],
      );
      return Number(rows[0]?.id);
    },

    async find(id: number, opts: { lock?: boolean } = {}): Promise<ScriptCreationRecord | null> {
      const { rows } = await db.query<Row>(`select * from script_creation_requests where id = $1${opts.lock ? ' for update' : ''}`, [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },

    /** Running, at a step, with its storyboard once there is one. */
    async progress(id: number, step: ScriptCreationStep, storyboardId: number): Promise<void> {
      await db.query(`update script_creation_requests set status = 'Processing', step = $2, storyboard_id = $3 where id = $1`, [id, step, storyboardId]);
    },

    async complete(id: number): Promise<void> {
      await db.query(`update script_creation_requests set status = 'Completed', error = null where id = $1`, [id]);
    },

    async fail(id: number, error: string): Promise<void> {
      await db.query(`update script_creation_requests set status = 'Failed', error = $2 where id = $1`, [id, error]);
    },

    /** A new storyboard for the request: Submitted while the job runs. */
    async createStoryboard(customerId: number, projectId: number, title: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into storyboards (customer_id, project_id, title, status) values ($1, $2, $3, 'Submitted') returning id`,
        [customerId, projectId, title],
      );
      return Number(rows[0]?.id);
    },

    async setStoryboardStatus(storyboardId: number, status: StoryboardStatus): Promise<void> {
      await db.query('update storyboards set status = $2 where id = $1', [storyboardId, status]);
    },

    /** The imported summary and shots, in place of whatever an earlier try left. */
    async fillStoryboard(storyboardId: number, imported: ImportedStoryboard): Promise<void> {
      await db.query('update storyboards set title = $2, description = $3, tags = $4 where id = $1', [
        storyboardId,
        imported.title,
        imported.description,
        imported.tags,
      ]);
      await db.query('delete from script_assets where storyboard_id = $1', [storyboardId]);
      await db.query('delete from shots where storyboard_id = $1', [storyboardId]);
      const shots: readonly ImportedShot[] = imported.shots;
      await db.query(
        `insert into shots (storyboard_id, shot_number, title, description, duration_millis, image_asset_id, shot_type, asset_id, original_file_name)
         select $1, n, title, description, duration, image, shot_type, asset, file_name
         from unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[])
           with ordinality as x(title, description, duration, image, shot_type, asset, file_name, n)`,
        [
          storyboardId,
          shots.map((s) => s.title),
          shots.map((s) => s.description),
          shots.map((s) => shotMillis(s.durationMillis)),
          shots.map((s) => s.imageKey ?? null),
          shots.map((s) => s.shotType),
          shots.map((s) => s.clip?.key ?? null),
          shots.map((s) => s.clip?.fileName ?? null),
        ],
      );
    },

    /** Enrichment, part 1: a default image (001 §4) for each shot without one; the storyboard's cover from its first shot. */
    async assignDefaultImages(storyboardId: number): Promise<void> {
      await db.query(
        `update shots set image_asset_id = ($2::text[])[((shot_number - 1) % array_length($2::text[], 1)) + 1]
         where storyboard_id = $1 and image_asset_id is null`,
        [storyboardId, DEFAULT_SHOT_IMAGES],
      );
      await db.query(
        `update storyboards s set
           landscape_image_asset_id = coalesce(s.landscape_image_asset_id, f.image_asset_id),
           thumbnail_asset_id = coalesce(s.thumbnail_asset_id, f.image_asset_id)
         from (select image_asset_id from shots where storyboard_id = $1 order by shot_number limit 1) f
         where s.id = $1`,
        [storyboardId],
      );
    },

    /**
     * Enrichment, part 2: assets synced: each shot's media is a script asset linked to that
     * shot, its type, length and file name as processing found them.
     */
    async syncAssets(storyboardId: number): Promise<void> {
      await db.query(
        `insert into script_assets (storyboard_id, asset_id, shot_id, media_type, original_file_name, duration_millis)
         select sh.storyboard_id, sh.asset_id, sh.id, coalesce(m.media_type, 'Video'), coalesce(m.original_file_name, sh.original_file_name),
                coalesce(m.duration_millis, sh.duration_millis)
         from shots sh left join media_assets m on m.asset_id = sh.asset_id
         where sh.storyboard_id = $1 and sh.asset_id is not null
         on conflict (storyboard_id, asset_id) do update set
           shot_id = excluded.shot_id, media_type = excluded.media_type,
           original_file_name = excluded.original_file_name, duration_millis = excluded.duration_millis`,
        [storyboardId],
      );
    },
  };
}
