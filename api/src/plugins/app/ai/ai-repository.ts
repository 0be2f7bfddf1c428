import type { Db } from '../../../db';
import { AI_STATUS, type AiFormat, type AiMetadata, type AiStatus, type AiStoryboardRecord, type GenerationStatus, type StoryboardRequestDetail } from '../../../contracts';
import { iso } from '../storyboards/search-sql';
import { aiRegenerations } from './ai-regenerations';

/*
 * SQL of Deep Story's series and storyboards (migration 015; image regenerations in
 * ai-regenerations.ts). Statuses
 * are the spec's numbers (0 not started, 1 queued, 2 processing, 3 done, 4 failed). Every
 * change a job makes is conditional on the state it expects, so a job that runs twice, or
 * late, changes nothing it should not; edits bump `revision`, and a job's write to the
 * metadata merges into what is there under a row lock instead of replacing it.
 */

/** An AI storyboard as stored. */
export interface AiStoryboardRow {
  readonly id: number;
  readonly seriesId: number;
  readonly seriesTitle: string;
  readonly customerId: number;
  readonly angle: number;
  readonly title: string;
  readonly format: AiFormat;
  readonly objective: string;
  readonly mode: string;
  readonly videoSecond: number;
  readonly storyboardStatus: AiStatus;
  readonly imageStatus: AiStatus;
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
  readonly metadata: AiMetadata | null;
  readonly postProductionStatus: AiStatus;
  readonly kdenliveStatus: AiStatus;
  readonly revision: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A new storyboard of a series, queued for generation. */
export interface NewAiStoryboard {
  readonly seriesId: number;
  readonly customerId: number;
  readonly angle: number;
  readonly title: string;
  readonly format: AiFormat;
  readonly objective: string;
  readonly videoSecond: number;
}

interface StoryboardSqlRow {
  id: string | number;
  series_id: string | number;
  series_title: string;
  customer_id: string | number;
  angle: number;
  title: string;
  format: number;
  objective: string;
  mode: string;
  video_second: number;
  storyboard_process_status: number;
  image_process_status: number;
  error_code: string | null;
  error_message: string | null;
  metadata: AiMetadata | string | null;
  post_production_process_status: number;
  kdenlive_process_status: number;
  revision: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** jsonb as a driver gives it: parsed already (pg, PGlite), or text. */
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const toStoryboard = (r: StoryboardSqlRow): AiStoryboardRow => ({
  id: Number(r.id),
  seriesId: Number(r.series_id),
  seriesTitle: r.series_title,
  customerId: Number(r.customer_id),
  angle: r.angle,
  title: r.title,
  format: r.format as AiFormat,
  objective: r.objective,
  mode: r.mode,
  videoSecond: r.video_second,
  storyboardStatus: r.storyboard_process_status as AiStatus,
  imageStatus: r.image_process_status as AiStatus,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  metadata: json<AiMetadata>(r.metadata),
  postProductionStatus: r.post_production_process_status as AiStatus,
  kdenliveStatus: r.kdenlive_process_status as AiStatus,
  revision: r.revision,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const STORYBOARD_SELECT = 'select s.*, series.title as series_title from ai_storyboards s join ai_series series on series.id = s.series_id';

/** The series list's record of a storyboard (002 §3): the cover is the metadata's thumbnail. */
export function toRecord(row: AiStoryboardRow): AiStoryboardRecord {
  return {
    id: row.id,
    title: row.title,
    series_id: row.seriesId,
    series_title: row.seriesTitle,
    date_created: row.createdAt,
    last_updated: row.updatedAt,
    format: row.format,
    objective: row.objective,
    mode: row.mode,
    video_second: row.videoSecond,
    storyboard_image_asset_id: row.metadata?.thumbnail_asset_id ?? null,
    storyboard_process_status: row.storyboardStatus,
    image_process_status: row.imageStatus,
  };
}

/** A status check entry (002 §3). */
export const toGenerationStatus = (row: AiStoryboardRow): GenerationStatus => ({
  id: row.id,
  storyboard_process_status: row.storyboardStatus,
  image_process_status: row.imageStatus,
  error_code: row.errorCode,
  error_message: row.errorMessage,
});

/** SQL of Deep Story (see the header); pass a transaction's `tx` to take part in it. */
export function aiRepository(db: Db) {
  async function findRow(id: number, lock = false): Promise<AiStoryboardRow | null> {
    const { rows } = await db.query<StoryboardSqlRow>(`${STORYBOARD_SELECT} where s.id = $1${lock ? ' for update of s' : ''}`, [id]);
    return rows[0] ? toStoryboard(rows[0]) : null;
  }

  /** Runs an update that says `returning id`: whether it changed a row. */
  const changed = async (sql: string, params: readonly unknown[]): Promise<boolean> => (await db.query(sql, params)).rows.length > 0;

  return {
    /** Records a brief: its series; the id. */
    async insertSeries(customerId: number, title: string, brief: StoryboardRequestDetail): Promise<number> {
      const { rows } = await db.query<{ id: string }>('insert into ai_series (customer_id, title, brief) values ($1, $2, $3::jsonb) returning id', [
        customerId,
        title,
        JSON.stringify(brief),
      ]);
      return Number(rows[0]?.id);
    },

    /** Records a storyboard of a series, queued (1) for generation; the id (a request id). */
    async insertStoryboard(s: NewAiStoryboard): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into ai_storyboards (series_id, customer_id, angle, title, format, objective, video_second, storyboard_process_status, image_process_status)
         values ($1, $2, $3, $4, $5, $6, $7, ${AI_STATUS.Queued}, ${AI_STATUS.NotStarted}) returning id`,
        [s.seriesId, s.customerId, s.angle, s.title, s.format, s.objective, s.videoSecond],
      );
      return Number(rows[0]?.id);
    },

    find: (id: number) => findRow(id),

    /** The storyboards among `ids` (any customer's: the caller filters). */
    async findMany(ids: readonly number[]): Promise<AiStoryboardRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<StoryboardSqlRow>(`${STORYBOARD_SELECT} where s.id = any($1::bigint[]) order by s.id`, [ids]);
      return rows.map(toStoryboard);
    },

    /** Every storyboard of the customer: newest series first, each series in its angles' order. */
    async listOf(customerId: number): Promise<AiStoryboardRow[]> {
      const { rows } = await db.query<StoryboardSqlRow>(`${STORYBOARD_SELECT} where s.customer_id = $1 order by s.series_id desc, s.angle, s.id`, [customerId]);
      return rows.map(toStoryboard);
    },

    /** The brief a storyboard was made from and how many storyboards its series has. */
    async briefOf(storyboardId: number): Promise<{ brief: StoryboardRequestDetail; seriesSize: number } | null> {
      const { rows } = await db.query<{ brief: StoryboardRequestDetail | string; size: string | number }>(
        `select series.brief, (select count(*) from ai_storyboards o where o.series_id = series.id) as size
         from ai_storyboards s join ai_series series on series.id = s.series_id where s.id = $1`,
        [storyboardId],
      );
      const row = rows[0];
      const brief = row ? json<StoryboardRequestDetail>(row.brief) : null;
      return row && brief ? { brief, seriesSize: Number(row.size) } : null;
    },

    /** The series among `ids` that are the customer's. */
    async seriesOwnedBy(customerId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{ id: string }>('select id from ai_series where customer_id = $1 and id = any($2::bigint[])', [customerId, ids]);
      return rows.map((r) => Number(r.id));
    },

    // ---- Generation (the job) ----------------------------------------------------------

    /** Queued or processing: now processing (2); false when it is neither (done, failed, gone). */
    async startGeneration(id: number): Promise<boolean> {
      return changed(
        `update ai_storyboards set storyboard_process_status = ${AI_STATUS.Processing} where id = $1 and storyboard_process_status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id],
      );
    },

    /** The generated metadata: storyboard done (3), its images queued (1); false when it was not processing. */
    async saveGenerated(id: number, metadata: AiMetadata): Promise<boolean> {
      return changed(
        `update ai_storyboards set metadata = $2::jsonb, title = $3, storyboard_process_status = ${AI_STATUS.Done}, image_process_status = ${AI_STATUS.Queued},
           error_code = null, error_message = null
         where id = $1 and storyboard_process_status = ${AI_STATUS.Processing} returning id`,
        [id, JSON.stringify(metadata), metadata.title],
      );
    },

    /** Generation failed (4) with the spec's code and a reason. */
    async failGeneration(id: number, code: string, message: string): Promise<boolean> {
      return changed(
        `update ai_storyboards set storyboard_process_status = ${AI_STATUS.Failed}, error_code = $2, error_message = $3
         where id = $1 and storyboard_process_status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id, code, message.slice(0, 500)],
      );
    },

    /** Images queued or processing: now processing (2); false otherwise. */
    async startImages(id: number): Promise<boolean> {
      return changed(
        `update ai_storyboards set image_process_status = ${AI_STATUS.Processing}
         where id = $1 and storyboard_process_status = ${AI_STATUS.Done} and image_process_status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id],
      );
    },

    /** The images could not be made (4): the portal shows its fallback image. */
    async failImages(id: number): Promise<boolean> {
      return changed(
        `update ai_storyboards set image_process_status = ${AI_STATUS.Failed}
         where id = $1 and image_process_status in (${AI_STATUS.Queued}, ${AI_STATUS.Processing}) returning id`,
        [id],
      );
    },

    /**
     * Changes a storyboard's metadata under a row lock, in a transaction: `change` gets the
     * stored row and answers the new metadata (and statuses), or null to leave it. Jobs use
     * it so what they add merges into the latest edit. False when the row is gone.
     */
    async mergeMetadata(
      id: number,
      change: (row: AiStoryboardRow) => { metadata: AiMetadata; imageStatus?: AiStatus } | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await aiRepository(tx).lockedRow(id);
        if (!row) return false;
        const next = change(row);
        if (!next) return true;
        await tx.query('update ai_storyboards set metadata = $2::jsonb, image_process_status = $3 where id = $1', [
          id,
          JSON.stringify(next.metadata),
          next.imageStatus ?? row.imageStatus,
        ]);
        return true;
      });
    },

    /** The row, locked until the transaction ends (use on a transaction's `tx`). */
    lockedRow: (id: number) => findRow(id, true),

    // ---- Edits -------------------------------------------------------------------------

    /**
     * The storyboard page's save: the metadata and title, a new revision, and post-production
     * stale again (0) since the editing project no longer matches.
     */
    async saveEdit(id: number, metadata: AiMetadata): Promise<boolean> {
      return changed(
        `update ai_storyboards set metadata = $2::jsonb, title = $3, revision = revision + 1,
           post_production_process_status = ${AI_STATUS.NotStarted}, kdenlive_process_status = ${AI_STATUS.NotStarted},
           post_production_error_code = null, post_production_error_message = null
         where id = $1 returning id`,
        [id, JSON.stringify(metadata), metadata.title],
      );
    },

    /**
     * The film step's save: the metadata, a new revision, and post-production stale again
     * (0): the editing project must take the new watermark, logo, audio and settings.
     */
    async saveFilmSettings(id: number, metadata: AiMetadata): Promise<boolean> {
      return changed(
        `update ai_storyboards set metadata = $2::jsonb, revision = revision + 1,
           post_production_process_status = ${AI_STATUS.NotStarted}, kdenlive_process_status = ${AI_STATUS.NotStarted},
           post_production_error_code = null, post_production_error_message = null
         where id = $1 returning id`,
        [id, JSON.stringify(metadata)],
      );
    },

    async renameSeries(id: number, title: string): Promise<void> {
      await db.query('update ai_series set title = $2 where id = $1', [id, title]);
    },

    /** A new title, in the row and its metadata (a new revision when it changed the metadata). */
    async renameStoryboard(id: number, title: string): Promise<void> {
      await db.query(
        `update ai_storyboards set title = $2,
           metadata = case when metadata is null then null else jsonb_set(metadata, '{title}', to_jsonb($2::text)) end,
           revision = case when metadata is null then revision else revision + 1 end
         where id = $1`,
        [id, title],
      );
    },

    /**
     * Every stored key of the storyboards that is theirs alone (shot images, the cover,
     * regenerated images, the editing project, Director Guide videos), for removal.
     */
    async storedKeysOf(ids: readonly number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{ key: string | null }>(
        `select jsonb_array_elements(metadata->'shots')->>'image_asset_id' as key from ai_storyboards where id = any($1::bigint[]) and metadata is not null
         union select metadata->>'thumbnail_asset_id' from ai_storyboards where id = any($1::bigint[]) and metadata is not null
         union select metadata->>'dg_video_asset_id' from ai_storyboards where id = any($1::bigint[]) and metadata is not null
         union select kden_key from ai_storyboards where id = any($1::bigint[])
         union select image_key from ai_image_regenerations where storyboard_id = any($1::bigint[])
         union select video_key from ai_dg_videos where storyboard_id = any($1::bigint[])`,
        [ids],
      );
      return rows.map((r) => r.key).filter((k): k is string => typeof k === 'string' && k.length > 0);
    },

    /** Removes the storyboards (their regenerations and other requests go with them) and series left empty; how many went. */
    async deleteStoryboards(ids: readonly number[]): Promise<number> {
      const { rows } = await db.query<{ series_id: string }>('delete from ai_storyboards where id = any($1::bigint[]) returning series_id', [ids]);
      const series = [...new Set(rows.map((r) => Number(r.series_id)))];
      if (series.length > 0) {
        await db.query('delete from ai_series s where s.id = any($1::bigint[]) and not exists (select 1 from ai_storyboards o where o.series_id = s.id)', [series]);
      }
      return rows.length;
    },

    // Image regenerations (ai-regenerations.ts).
    ...aiRegenerations(db),
  };
}

export type { AiRegenerationRow } from './ai-regenerations';
export type AiRepository = ReturnType<typeof aiRepository>;
