import type { Db } from '../../../db';
import {
  allowedActionsFor,
  type CreateShot,
  type ListingSearchQuery,
  type ProjectType,
  type PutScriptAsset,
  type ScriptSearchQuery,
  type StoryboardDetail,
  type StoryboardListItem,
  type StoryboardStatus,
  type UpdateShot,
  type UpdateStoryboardSummary,
} from '../../../contracts';

/** The columns every rule needs, without shots and assets. */
export interface StoryboardHead {
  readonly id: number;
  readonly customerId: number;
  readonly status: StoryboardStatus;
  readonly projectId: number;
  readonly projectType: ProjectType;
  readonly tags: readonly string[];
  readonly publishedRenderQuality: 'High' | 'Low' | null;
  readonly listingId: number | null;
  readonly fromMarketplace: boolean;
}

interface HeadRow {
  id: string | number;
  customer_id: string | number;
  status: StoryboardStatus;
  project_id: string | number;
  project_type: ProjectType;
  tags: string[];
  published_render_quality: 'High' | 'Low' | null;
  listing_id: string | number | null;
  from_marketplace: boolean;
}

const HEAD_SELECT = `
  select s.id, s.customer_id, s.status, s.project_id, p.project_type, s.tags, s.published_render_quality,
         l.id as listing_id, s.from_marketplace
  from storyboards s
  join projects p on p.id = s.project_id
  left join marketplace_listings l on l.storyboard_id = s.id`;

const toHead = (r: HeadRow): StoryboardHead => ({
  id: Number(r.id),
  customerId: Number(r.customer_id),
  status: r.status,
  projectId: Number(r.project_id),
  projectType: r.project_type,
  tags: r.tags,
  publishedRenderQuality: r.published_render_quality,
  listingId: r.listing_id === null ? null : Number(r.listing_id),
  fromMarketplace: r.from_marketplace,
});

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string): string => new Date(v).toISOString();

interface ListRow {
  id: string;
  title: string;
  description: string;
  tags: string[];
  landscape_image_asset_id: string | null;
  status: StoryboardStatus;
  project_id: string;
  code: string;
  project_type: ProjectType;
  listing_id: string | null;
  shots: string;
  updated_at: Date | string;
  total?: string;
}

const LIST_SELECT = `
  select s.id, s.title, s.description, s.tags, s.landscape_image_asset_id, s.status, s.project_id, p.code,
         p.project_type, l.id as listing_id, s.updated_at,
         (select count(*) from shots sh where sh.storyboard_id = s.id) as shots`;

const toListItem = (r: ListRow): StoryboardListItem => ({
  scriptId: Number(r.id),
  scriptTitle: r.title,
  description: r.description,
  tags: r.tags,
  landScapeImageAssetId: r.landscape_image_asset_id,
  status: r.status,
  project: { id: Number(r.project_id), code: r.code, projectType: r.project_type },
  listingId: num(r.listing_id),
  numberOfShots: Number(r.shots),
  lastUpdated: iso(r.updated_at),
});

/** A prefix query from what the user typed: every word must match the start of a word. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Adds the word and tag filters of a search to `where` (parameters to `params`): words
 * match the start of words in the search vector, tags must all be present in any case.
 * Answers the prefix query when there is one.
 */
function textAndTags(q: { q?: string | undefined; tags?: string[] | undefined }, params: unknown[], where: string[]): string | null {
  const tsq = q.q ? prefixQuery(q.q) : null;
  if (tsq) {
    params.push(tsq);
    where.push(`s.search @@ to_tsquery('simple', $${params.length})`);
  }
  if (q.tags?.length) {
    params.push(q.tags.map((t) => t.toLowerCase()));
    where.push(`(select coalesce(array_agg(lower(t)), '{}') from unnest(s.tags) t) @> $${params.length}::text[]`);
  }
  return tsq;
}

export interface Page<T> {
  readonly hits: T[];
  readonly total: number;
}

export interface ListingRecord {
  readonly id: number;
  readonly storyboardId: number;
  readonly ownerId: number;
  readonly authorName: string;
  readonly authorDescription: string;
}

/** SQL of the storyboard domain; pass a transaction's `tx` to take part in it. */
export function storyboardRepository(db: Db) {
  /** `lock`: the row stays locked until the transaction ends (a job and a request racing). */
  async function head(id: number, opts: { lock?: boolean } = {}): Promise<StoryboardHead | null> {
    const { rows } = await db.query<HeadRow>(`${HEAD_SELECT} where s.id = $1 and s.status <> 'Deleted'${opts.lock ? ' for update of s' : ''}`, [id]);
    return rows[0] ? toHead(rows[0]) : null;
  }

  /** Shots in order, renumbered 1..n (after a delete or a move). */
  async function renumber(storyboardId: number): Promise<void> {
    await db.query(
      `update shots s set shot_number = o.n
       from (select id, row_number() over (order by shot_number, id) as n from shots where storyboard_id = $1) o
       where s.id = o.id and s.shot_number <> o.n`,
      [storyboardId],
    );
  }

  return {
    head,

    async detail(id: number): Promise<StoryboardDetail | null> {
      const { rows } = await db.query<Record<string, unknown>>(
        `select s.*, p.code, p.project_type, l.id as listing_id from storyboards s
         join projects p on p.id = s.project_id left join marketplace_listings l on l.storyboard_id = s.id
         where s.id = $1 and s.status <> 'Deleted'`,
        [id],
      );
      const s = rows[0];
      if (!s) return null;
      const shots = await db.query<Record<string, unknown>>('select * from shots where storyboard_id = $1 order by shot_number', [id]);
      const assets = await db.query<Record<string, unknown>>('select * from script_assets where storyboard_id = $1 order by id', [id]);
      const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
      const status = s.status as StoryboardStatus;
      const shotList = shots.rows.map((r) => ({
        id: Number(r.id),
        title: String(r.title),
        description: String(r.description),
        shotNumber: Number(r.shot_number),
        durationMillis: Number(r.duration_millis),
        scriptToken: str(r.script_token),
        imageAssetId: str(r.image_asset_id),
        explanationAssetId: str(r.explanation_asset_id),
        originalFileName: str(r.original_file_name),
        shotType: r.shot_type as StoryboardDetail['shots'][number]['shotType'],
        ugvStatus: r.ugv_status as 'ON' | 'OFF',
        assetId: str(r.asset_id),
      }));
      return {
        id: Number(s.id),
        customerId: Number(s.customer_id),
        title: String(s.title),
        description: String(s.description),
        tags: s.tags as string[],
        status,
        shootingMode: s.shooting_mode as StoryboardDetail['shootingMode'],
        explanationAssetId: str(s.explanation_asset_id),
        landScapeImageAssetId: str(s.landscape_image_asset_id),
        portraitImageAssetId: str(s.portrait_image_asset_id),
        thumbnailAssetId: str(s.thumbnail_asset_id),
        projectId: Number(s.project_id),
        project: { id: Number(s.project_id), code: String(s.code), projectType: s.project_type as ProjectType },
        shots: shotList,
        assets: assets.rows.map((r) => ({
          id: Number(r.id),
          assetId: String(r.asset_id),
          shotId: num(r.shot_id as string | null),
          mediaType: r.media_type as StoryboardDetail['assets'][number]['mediaType'],
          originalFileName: str(r.original_file_name),
          durationMillis: r.duration_millis === null ? null : Number(r.duration_millis),
        })),
        information: {
          duration: shotList.reduce((sum, shot) => sum + shot.durationMillis, 0),
          storyboardType: String(s.storyboard_type),
          aiSearch: Boolean(s.ai_search),
          denoisingMode: s.denoising_mode as 'On' | 'Off',
          autoAdjustmentMode: s.auto_adjustment_mode as 'On' | 'Off',
        },
        numberOfShots: shotList.length,
        dateCreated: iso(s.created_at as Date),
        lastUpdated: iso(s.updated_at as Date),
        mltAssetId: str(s.mlt_asset_id),
        originalMltAssetId: str(s.original_mlt_asset_id),
        publishedRenderQuality: (s.published_render_quality as 'High' | 'Low' | null) ?? null,
        originalScriptId: num(s.original_script_id as string | null),
        mltScriptAssetId: str(s.mlt_script_asset_id),
        permittedActions: [...allowedActionsFor(status)],
        listingId: num(s.listing_id as string | null),
        releaseError: str(s.release_error),
      };
    },

    async listOf(customerId: number): Promise<StoryboardListItem[]> {
      const { rows } = await db.query<ListRow>(
        `${LIST_SELECT}
         from storyboards s join projects p on p.id = s.project_id left join marketplace_listings l on l.storyboard_id = s.id
         where s.customer_id = $1 and s.status <> 'Deleted'
         order by s.updated_at desc, s.id desc`,
        [customerId],
      );
      return rows.map(toListItem);
    },

    /** GET /search/scripts: one customer's storyboards (001 §7). */
    async searchScripts(customerId: number, q: ScriptSearchQuery): Promise<Page<StoryboardListItem>> {
      const params: unknown[] = [customerId];
      const where = [`s.customer_id = $1`, `s.status <> 'Deleted'`];
      const tsq = textAndTags(q, params, where);
      if (q.projectType) {
        params.push(q.projectType);
        where.push(`p.project_type = $${params.length}`);
      }
      if (q.scriptId) {
        params.push(q.scriptId);
        where.push(`s.id = $${params.length}`);
      }
      const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
      const order =
        tsq && q.sortBy !== 'lastUpdated'
          ? `ts_rank(s.search, to_tsquery('simple', $2)) desc, s.updated_at desc, s.id desc`
          : `s.updated_at ${dir}, s.id ${dir}`;
      params.push(q.size, q.from);
      const { rows } = await db.query<ListRow>(
        `${LIST_SELECT}, count(*) over () as total
         from storyboards s join projects p on p.id = s.project_id left join marketplace_listings l on l.storyboard_id = s.id
         where ${where.join(' and ')}
         order by ${order}
         limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      if (rows[0] || q.from === 0) return { hits: rows.map(toListItem), total: rows[0] ? Number(rows[0].total) : 0 };
      // Past the end: no row carries the window count.
      const { rows: count } = await db.query<{ n: string }>(
        `select count(*) as n from storyboards s join projects p on p.id = s.project_id where ${where.join(' and ')}`,
        params.slice(0, -2),
      );
      return { hits: [], total: Number(count[0]?.n ?? 0) };
    },

    async updateSummary(id: number, body: UpdateStoryboardSummary): Promise<void> {
      await db.query(
        `update storyboards set
           title = $2, description = $3, tags = $4,
           landscape_image_asset_id = coalesce($5, landscape_image_asset_id),
           portrait_image_asset_id = coalesce($6, portrait_image_asset_id),
           thumbnail_asset_id = coalesce($7, thumbnail_asset_id),
           explanation_asset_id = coalesce($8, explanation_asset_id),
           shooting_mode = coalesce($9, shooting_mode),
           denoising_mode = coalesce($10, denoising_mode),
           auto_adjustment_mode = coalesce($11, auto_adjustment_mode),
           ai_search = coalesce($12, ai_search),
           storyboard_type = coalesce($13, storyboard_type)
         where id = $1`,
        [
          id,
          body.title,
          body.description,
          body.tags,
          body.landScapeImageAssetId ?? null,
          body.portraitImageAssetId ?? null,
          body.thumbnailAssetId ?? null,
          body.explanationAssetId ?? null,
          body.shootingMode ?? null,
          body.denoisingMode ?? null,
          body.autoAdjustmentMode ?? null,
          body.aiSearch ?? null,
          body.storyboardType ?? null,
        ],
      );
    },

    /** Release asked: Processing until the job decides, in the quality chosen. */
    async startRelease(id: number, quality: 'High' | 'Low'): Promise<void> {
      await db.query(`update storyboards set status = 'Processing', published_render_quality = $2, release_error = null where id = $1`, [id, quality]);
    },

    /** Release decided: Published, or Draft with the reason. */
    async finishRelease(id: number, problem: string | null): Promise<void> {
      await db.query(`update storyboards set status = $2, release_error = $3 where id = $1`, [id, problem ? 'Draft' : 'Published', problem]);
    },

    async setStatus(id: number, status: StoryboardStatus): Promise<void> {
      await db.query('update storyboards set status = $2 where id = $1', [id, status]);
    },

    async moveToProject(id: number, projectId: number): Promise<void> {
      await db.query('update storyboards set project_id = $2 where id = $1', [id, projectId]);
    },

    /** Touches the storyboard so lists sorted by last update show the change. */
    async touch(id: number): Promise<void> {
      await db.query('update storyboards set updated_at = now() where id = $1', [id]);
    },

    async shotOf(storyboardId: number, shotId: number): Promise<{ id: number; shotType: string } | null> {
      const { rows } = await db.query<{ id: string; shot_type: string }>(
        'select id, shot_type from shots where id = $1 and storyboard_id = $2',
        [shotId, storyboardId],
      );
      return rows[0] ? { id: Number(rows[0].id), shotType: rows[0].shot_type } : null;
    },

    /** Inserts a shot at `shotNumber` (the end by default), moving the later ones down. */
    async createShot(storyboardId: number, shot: CreateShot & { imageAssetId: string | null }): Promise<number> {
      const { rows: last } = await db.query<{ n: string | null }>('select max(shot_number) as n from shots where storyboard_id = $1', [
        storyboardId,
      ]);
      const end = Number(last[0]?.n ?? 0) + 1;
      const at = Math.min(shot.shotNumber ?? end, end);
      await db.query('update shots set shot_number = shot_number + 1 where storyboard_id = $1 and shot_number >= $2', [storyboardId, at]);
      const { rows } = await db.query<{ id: string }>(
        `insert into shots (storyboard_id, shot_number, title, description, duration_millis, asset_id, image_asset_id, shot_type, ugv_status)
         values ($1, $2, $3, $4, coalesce($5, 5000), $6, $7, coalesce($8, 'VideoAudio'), coalesce($9, 'ON')) returning id`,
        [storyboardId, at, shot.title, shot.description, shot.durationMillis ?? null, shot.assetId ?? null, shot.imageAssetId, shot.shotType ?? null, shot.ugvStatus ?? null],
      );
      await renumber(storyboardId);
      return Number(rows[0]?.id);
    },

    /** Changes the fields sent; a new shot number moves the shot there and renumbers the rest. */
    async updateShot(storyboardId: number, shotId: number, shot: UpdateShot): Promise<void> {
      const set: string[] = [];
      const params: unknown[] = [shotId];
      const column = (name: string, value: unknown): void => {
        if (value === undefined) return;
        params.push(value);
        set.push(`${name} = $${params.length}`);
      };
      column('title', shot.title);
      column('description', shot.description);
      column('duration_millis', shot.durationMillis);
      column('asset_id', shot.assetId);
      column('image_asset_id', shot.imageAssetId);
      column('explanation_asset_id', shot.explanationAssetId);
      column('shot_type', shot.shotType);
      column('ugv_status', shot.ugvStatus);
      if (set.length) await db.query(`update shots set ${set.join(', ')} where id = $1`, params);
      if (shot.shotNumber !== undefined) {
        const { rows } = await db.query<{ shot_number: number }>('select shot_number from shots where id = $1', [shotId]);
        const from = Number(rows[0]?.shot_number);
        const { rows: count } = await db.query<{ n: string }>('select count(*) as n from shots where storyboard_id = $1', [storyboardId]);
        const to = Math.min(shot.shotNumber, Number(count[0]?.n ?? 1));
        if (to !== from) {
          // Shift the shots between the two places by one, then put this one in the gap.
          if (to < from) {
            await db.query(
              'update shots set shot_number = shot_number + 1 where storyboard_id = $1 and shot_number >= $2 and shot_number < $3',
              [storyboardId, to, from],
            );
          } else {
            await db.query(
              'update shots set shot_number = shot_number - 1 where storyboard_id = $1 and shot_number > $2 and shot_number <= $3',
              [storyboardId, from, to],
            );
          }
          await db.query('update shots set shot_number = $2 where id = $1', [shotId, to]);
        }
      }
    },

    async deleteShot(storyboardId: number, shotId: number): Promise<void> {
      await db.query('delete from shots where id = $1 and storyboard_id = $2', [shotId, storyboardId]);
      await renumber(storyboardId);
    },

    async putAsset(storyboardId: number, asset: PutScriptAsset): Promise<void> {
      await db.query(
        `insert into script_assets (storyboard_id, asset_id, shot_id, media_type, original_file_name, duration_millis)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (storyboard_id, asset_id) do update set
           shot_id = excluded.shot_id, media_type = excluded.media_type,
           original_file_name = coalesce(excluded.original_file_name, script_assets.original_file_name),
           duration_millis = coalesce(excluded.duration_millis, script_assets.duration_millis)`,
        [storyboardId, asset.assetId, asset.shotId ?? null, asset.mediaType, asset.originalFileName ?? null, asset.durationMillis ?? null],
      );
    },

    async isShotOf(storyboardId: number, shotId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from shots where id = $1 and storyboard_id = $2', [shotId, storyboardId]);
      return rows.length > 0;
    },

    async insertListing(storyboardId: number, author: string, description: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'insert into marketplace_listings (storyboard_id, author_name, author_description) values ($1, $2, $3) returning id',
        [storyboardId, author, description],
      );
      return Number(rows[0]?.id);
    },

    async findListing(listingId: number): Promise<ListingRecord | null> {
      const { rows } = await db.query<{ id: string; storyboard_id: string; customer_id: string; author_name: string; author_description: string }>(
        `select l.id, l.storyboard_id, s.customer_id, l.author_name, l.author_description
         from marketplace_listings l join storyboards s on s.id = l.storyboard_id where l.id = $1`,
        [listingId],
      );
      const r = rows[0];
      return r
        ? { id: Number(r.id), storyboardId: Number(r.storyboard_id), ownerId: Number(r.customer_id), authorName: r.author_name, authorDescription: r.author_description }
        : null;
    },

    async deleteListing(listingId: number): Promise<void> {
      await db.query('delete from marketplace_listings where id = $1', [listingId]);
    },

    /** GET /search/listings and the listings reads: the whole marketplace (001 §7). */
    async searchListings(q: Partial<ListingSearchQuery> & { listingId?: number }): Promise<Page<ListingRow>> {
      const params: unknown[] = [];
      const where: string[] = [];
      textAndTags(q, params, where);
      if (q.scriptId) {
        params.push(q.scriptId);
        where.push(`s.id = $${params.length}`);
      }
      if (q.listingId) {
        params.push(q.listingId);
        where.push(`l.id = $${params.length}`);
      }
      params.push(q.size ?? 100, q.from ?? 0);
      const { rows } = await db.query<ListingRow & { total: string }>(
        `select l.id as listing_id, l.author_name, l.author_description, s.*, count(*) over () as total,
                (select coalesce(sum(duration_millis), 0) from shots sh where sh.storyboard_id = s.id) as duration,
                (select coalesce(json_agg(json_build_object('id', sh.id, 'imageAssetId', sh.image_asset_id,
                   'explanationAssetId', sh.explanation_asset_id) order by sh.shot_number), '[]'::json)
                 from shots sh where sh.storyboard_id = s.id) as shot_list
         from marketplace_listings l join storyboards s on s.id = l.storyboard_id
         where s.status <> 'Deleted' ${where.length ? `and ${where.join(' and ')}` : ''}
         order by l.created_at desc, l.id desc
         limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return { hits: rows, total: rows[0] ? Number(rows[0].total) : 0 };
    },
  };
}

/** A listing joined with its storyboard, as searchListings reads it. */
export interface ListingRow {
  listing_id: string;
  author_name: string;
  author_description: string;
  id: string;
  title: string;
  description: string;
  tags: string[];
  landscape_image_asset_id: string | null;
  portrait_image_asset_id: string | null;
  thumbnail_asset_id: string | null;
  explanation_asset_id: string | null;
  project_id: string;
  shooting_mode: 'Landscape' | 'Portrait';
  storyboard_type: string;
  ai_search: boolean;
  denoising_mode: 'On' | 'Off';
  auto_adjustment_mode: 'On' | 'Off';
  duration: string;
  shot_list: { id: number; imageAssetId: string | null; explanationAssetId: string | null }[] | string;
}

export type StoryboardRepository = ReturnType<typeof storyboardRepository>;

export type CopyKind = 'clone' | 'listing-copy';

export interface CopyRequest {
  readonly id: number;
  readonly kind: CopyKind;
  readonly requestedBy: number;
  readonly sourceStoryboardId: number | null;
  readonly targetCustomerId: number;
  readonly title: string;
  readonly status: 'Pending' | 'Completed' | 'Failed';
  readonly resultStoryboardId: number | null;
  readonly error: string | null;
}

/** Clone and listing-copy requests, and the copy itself (001 §4). */
export function copyRequestRepository(db: Db) {
  return {
    async insert(r: { kind: CopyKind; requestedBy: number; sourceStoryboardId: number; listingId: number | null; targetCustomerId: number; title: string }): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into storyboard_copy_requests (kind, requested_by, source_storyboard_id, listing_id, target_customer_id, title)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [r.kind, r.requestedBy, r.sourceStoryboardId, r.listingId, r.targetCustomerId, r.title],
      );
      return Number(rows[0]?.id);
    },

    async find(id: number, opts: { lock?: boolean } = {}): Promise<CopyRequest | null> {
      const { rows } = await db.query<Record<string, unknown>>(
        `select * from storyboard_copy_requests where id = $1${opts.lock ? ' for update' : ''}`,
        [id],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: Number(r.id),
        kind: r.kind as CopyKind,
        requestedBy: Number(r.requested_by),
        sourceStoryboardId: num(r.source_storyboard_id as string | null),
        targetCustomerId: Number(r.target_customer_id),
        title: String(r.title),
        status: r.status as CopyRequest['status'],
        resultStoryboardId: num(r.result_storyboard_id as string | null),
        error: r.error === null ? null : String(r.error),
      };
    },

    async finish(id: number, outcome: { storyboardId: number } | { error: string }): Promise<void> {
      await db.query(
        `update storyboard_copy_requests set status = $2, result_storyboard_id = $3, error = $4 where id = $1`,
        'storyboardId' in outcome ? [id, 'Completed', outcome.storyboardId, null] : [id, 'Failed', null, outcome.error],
      );
    },

    /**
     * Copies a storyboard, its shots and its assets into the target customer's Dev project as
     * a Draft with the new title; the copy remembers its original and whether it came from
     * another customer's marketplace listing. Answers the new storyboard's id.
     */
    async copy(sourceId: number, targetCustomerId: number, devProjectId: number, title: string, fromMarketplace: boolean): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        `insert into storyboards (customer_id, project_id, title, description, tags, status, shooting_mode, explanation_asset_id,
           landscape_image_asset_id, portrait_image_asset_id, thumbnail_asset_id, storyboard_type, ai_search, denoising_mode,
           auto_adjustment_mode, mlt_asset_id, original_mlt_asset_id, mlt_script_asset_id, original_script_id, from_marketplace)
         select $2, $3, $4, description, tags, 'Draft', shooting_mode, explanation_asset_id, landscape_image_asset_id,
           portrait_image_asset_id, thumbnail_asset_id, storyboard_type, ai_search, denoising_mode, auto_adjustment_mode,
           mlt_asset_id, original_mlt_asset_id, mlt_script_asset_id, id, $5
         from storyboards where id = $1 returning id`,
        [sourceId, targetCustomerId, devProjectId, title, fromMarketplace],
      );
      const copyId = Number(rows[0]?.id);
      await db.query(
        `insert into shots (storyboard_id, shot_number, title, description, duration_millis, script_token, image_asset_id,
           explanation_asset_id, original_file_name, shot_type, ugv_status, asset_id)
         select $2, shot_number, title, description, duration_millis, script_token, image_asset_id, explanation_asset_id,
           original_file_name, shot_type, ugv_status, asset_id
         from shots where storyboard_id = $1`,
        [sourceId, copyId],
      );
      // Assets follow their shots: the copy's shot with the same number.
      await db.query(
        `insert into script_assets (storyboard_id, asset_id, shot_id, media_type, original_file_name, duration_millis)
         select $2, a.asset_id, ns.id, a.media_type, a.original_file_name, a.duration_millis
         from script_assets a
         left join shots os on os.id = a.shot_id
         left join shots ns on ns.storyboard_id = $2 and ns.shot_number = os.shot_number
         where a.storyboard_id = $1`,
        [sourceId, copyId],
      );
      return copyId;
    },
  };
}
