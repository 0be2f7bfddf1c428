import type { Db } from '../../../db';
import { AI_STATUS, type AiMetadata, type AiStatus } from '../../../contracts';

/*
 * SQL of Deep Story's post-production (migrations 015, 016): the post-production columns
 * of ai_storyboards, the Director Guide videos (ai_dg_videos) and the adds to the account
 * (ai_account_adds). Statuses are the spec's numbers. Every change a job makes names the
 * state it expects (and, for the storyboard, the revision it works from), so a job that
 * runs twice, or late, changes nothing it should not.
 */

/** A storyboard's post-production as stored. */
export interface PostProductionRow {
  readonly id: number;
  readonly customerId: number;
  readonly storyboardStatus: AiStatus;
  readonly metadata: AiMetadata | null;
  readonly postProductionStatus: AiStatus;
  readonly kdenliveStatus: AiStatus;
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
  readonly kdenKey: string | null;
  /** Bumped by every edit. */
  readonly revision: number;
  /** The revision the last post-production was asked for (null before any). */
  readonly postProductionRevision: number | null;
}

/** A Director Guide video request as stored. */
export interface DgVideoRow {
  readonly id: number;
  readonly storyboardId: number;
  readonly customerId: number;
  readonly status: AiStatus;
  readonly videoKey: string | null;
  readonly errorMessage: string | null;
}

/** An add to the account as stored. */
export interface AccountAddRow {
  readonly id: number;
  readonly storyboardId: number;
  readonly customerId: number;
  readonly status: AiStatus;
  /** The classic storyboard once created. */
  readonly scriptId: number | null;
  readonly errorCode: string | null;
  readonly errorMessage: string | null;
  readonly createdAt: Date;
}

/** Which status a failure ends: the preparation, or the editing project. */
export type PostProductionStep = 'prepare' | 'project';

interface PostSqlRow {
  id: string | number;
  customer_id: string | number;
  storyboard_process_status: number;
  metadata: AiMetadata | string | null;
  post_production_process_status: number;
  kdenlive_process_status: number;
  post_production_error_code: string | null;
  post_production_error_message: string | null;
  kden_key: string | null;
  revision: number;
  post_production_revision: number | null;
}

interface DgSqlRow {
  id: string | number;
  storyboard_id: string | number;
  customer_id: string | number;
  status: number;
  video_key: string | null;
  error_message: string | null;
}

interface AddSqlRow {
  id: string | number;
  storyboard_id: string | number;
  customer_id: string | number;
  status: number;
  script_id: string | number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: Date | string;
}

const toPost = (r: PostSqlRow): PostProductionRow => ({
  id: Number(r.id),
  customerId: Number(r.customer_id),
  storyboardStatus: r.storyboard_process_status as AiStatus,
  metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as AiMetadata) : r.metadata,
  postProductionStatus: r.post_production_process_status as AiStatus,
  kdenliveStatus: r.kdenlive_process_status as AiStatus,
  errorCode: r.post_production_error_code,
  errorMessage: r.post_production_error_message,
  kdenKey: r.kden_key,
  revision: r.revision,
  postProductionRevision: r.post_production_revision,
});

const toDg = (r: DgSqlRow): DgVideoRow => ({
  id: Number(r.id),
  storyboardId: Number(r.storyboard_id),
  customerId: Number(r.customer_id),
  status: r.status as AiStatus,
  videoKey: r.video_key,
  errorMessage: r.error_message,
});

const toAdd = (r: AddSqlRow): AccountAddRow => ({
  id: Number(r.id),
  storyboardId: Number(r.storyboard_id),
  customerId: Number(r.customer_id),
  status: r.status as AiStatus,
  scriptId: r.script_id === null ? null : Number(r.script_id),
  errorCode: r.error_code,
  errorMessage: r.error_message,
  createdAt: new Date(r.created_at),
});

const { Queued, Processing, Done, Failed, NotStarted } = AI_STATUS;
/** A post-production still under way: either status queued or processing. */
const UNDER_WAY = `(post_production_process_status in (${Queued}, ${Processing}) or kdenlive_process_status in (${Queued}, ${Processing}))`;

/** SQL of post-production (see the header); pass a transaction's `tx` to take part in it. */
export function aiPostRepository(db: Db) {
  /** `update ai_storyboards ... where id and revision` under way; whether a row changed. */
  const whileUnderWay = async (id: number, revision: number, set: string, params: unknown[] = []): Promise<boolean> => {
    const { rows } = await db.query(`update ai_storyboards set ${set} where id = $1 and revision = $2 and ${UNDER_WAY} returning id`, [id, revision, ...params]);
    return rows.length > 0;
  };

  return {
    async postProduction(id: number, opts: { lock?: boolean } = {}): Promise<PostProductionRow | null> {
      const { rows } = await db.query<PostSqlRow>(
        `select id, customer_id, storyboard_process_status, metadata, post_production_process_status, kdenlive_process_status,
                post_production_error_code, post_production_error_message, kden_key, revision, post_production_revision
         from ai_storyboards where id = $1${opts.lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0] ? toPost(rows[0]) : null;
    },

    /**
     * Post-production asked for the storyboard's `revision`: both statuses queued, no error.
     * The last project's key stays until the new one replaces it (and its file is removed).
     */
    async start(id: number, revision: number): Promise<void> {
      await db.query(
        `update ai_storyboards set post_production_process_status = ${Queued}, kdenlive_process_status = ${Queued},
           post_production_error_code = null, post_production_error_message = null, post_production_revision = $2
         where id = $1`,
        [id, revision],
      );
    },

    /** Preparing (the media are being fetched). */
    preparing: (id: number, revision: number) => whileUnderWay(id, revision, `post_production_process_status = ${Processing}`),

    /** Prepared; the editing project is being made. */
    prepared: (id: number, revision: number) =>
      whileUnderWay(id, revision, `post_production_process_status = ${Done}, kdenlive_process_status = ${Processing}`),

    /** The editing project is made and stored under `key`. */
    finished: (id: number, revision: number, key: string) =>
      whileUnderWay(id, revision, `post_production_process_status = ${Done}, kdenlive_process_status = ${Done}, kden_key = $3`, [key]),

    /** A step failed: its status 4 with the error (a failed preparation leaves no project to make: 0). */
    failed: (id: number, revision: number, step: PostProductionStep, code: string, message: string) =>
      whileUnderWay(
        id,
        revision,
        step === 'prepare'
          ? `post_production_process_status = ${Failed}, kdenlive_process_status = ${NotStarted}, post_production_error_code = $3, post_production_error_message = $4`
          : `post_production_process_status = ${Done}, kdenlive_process_status = ${Failed}, post_production_error_code = $3, post_production_error_message = $4`,
        [code, message.slice(0, 2000)],
      ),

    // ---- Director Guide videos ------------------------------------------------------------

    async insertDgVideo(storyboardId: number, customerId: number): Promise<number> {
      const { rows } = await db.query<{ id: string }>('insert into ai_dg_videos (storyboard_id, customer_id) values ($1, $2) returning id', [storyboardId, customerId]);
      return Number(rows[0]?.id);
    },

    async dgVideo(id: number): Promise<DgVideoRow | null> {
      const { rows } = await db.query<DgSqlRow>('select id, storyboard_id, customer_id, status, video_key, error_message from ai_dg_videos where id = $1', [id]);
      return rows[0] ? toDg(rows[0]) : null;
    },

    async dgVideoProcessing(id: number): Promise<boolean> {
      const { rows } = await db.query(`update ai_dg_videos set status = ${Processing} where id = $1 and status in (${Queued}, ${Processing}) returning id`, [id]);
      return rows.length > 0;
    },

    async dgVideoDone(id: number, key: string): Promise<boolean> {
      const { rows } = await db.query(`update ai_dg_videos set status = ${Done}, video_key = $2, error_message = null where id = $1 and status = ${Processing} returning id`, [id, key]);
      return rows.length > 0;
    },

    async dgVideoFailed(id: number, message: string): Promise<boolean> {
      const { rows } = await db.query(`update ai_dg_videos set status = ${Failed}, error_message = $2 where id = $1 and status in (${Queued}, ${Processing}) returning id`, [
        id,
        message.slice(0, 2000),
      ]);
      return rows.length > 0;
    },

    // ---- Adds to the account ---------------------------------------------------------------

    async insertAccountAdd(storyboardId: number, customerId: number): Promise<number> {
      const { rows } = await db.query<{ id: string }>('insert into ai_account_adds (storyboard_id, customer_id) values ($1, $2) returning id', [storyboardId, customerId]);
      return Number(rows[0]?.id);
    },

    async accountAdd(id: number): Promise<AccountAddRow | null> {
      const { rows } = await db.query<AddSqlRow>('select * from ai_account_adds where id = $1', [id]);
      return rows[0] ? toAdd(rows[0]) : null;
    },

    /** The storyboard's latest add, or null. */
    async latestAccountAdd(storyboardId: number): Promise<AccountAddRow | null> {
      const { rows } = await db.query<AddSqlRow>('select * from ai_account_adds where storyboard_id = $1 order by id desc limit 1', [storyboardId]);
      return rows[0] ? toAdd(rows[0]) : null;
    },

    /** Under way, with its classic storyboard once it exists. */
    async accountAddProcessing(id: number, scriptId: number | null): Promise<boolean> {
      const { rows } = await db.query(
        `update ai_account_adds set status = ${Processing}, script_id = coalesce($2, script_id) where id = $1 and status in (${Queued}, ${Processing}) returning id`,
        [id, scriptId],
      );
      return rows.length > 0;
    },

    async accountAddDone(id: number): Promise<boolean> {
      const { rows } = await db.query(`update ai_account_adds set status = ${Done}, error_code = null, error_message = null where id = $1 and status = ${Processing} returning id`, [id]);
      return rows.length > 0;
    },

    async accountAddFailed(id: number, code: string, message: string): Promise<boolean> {
      const { rows } = await db.query(
        `update ai_account_adds set status = ${Failed}, error_code = $2, error_message = $3 where id = $1 and status in (${Queued}, ${Processing}) returning id`,
        [id, code, message.slice(0, 2000)],
      );
      return rows.length > 0;
    },
  };
}

export type AiPostRepository = ReturnType<typeof aiPostRepository>;
