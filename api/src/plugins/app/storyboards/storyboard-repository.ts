import type { Db } from '../../../db';
import {
  allowedActionsFor,
  type ProjectType,
  type ScriptSearchQuery,
  type StoryboardDetail,
  type StoryboardListItem,
  type StoryboardStatus,
  type UpdateStoryboardSummary,
} from '../../../contracts';

import { iso, num, prefixQuery, textAndTags, type Page } from './search-sql';

export { prefixQuery, type Page };

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

/** The columns of a list item; `t` is the alias of the storyboard's row. */
const listSelect = (t: string) => `
  select ${t}.id, ${t}.title, ${t}.description, ${t}.tags, ${t}.landscape_image_asset_id, ${t}.status, ${t}.project_id, p.code,
         p.project_type, l.id as listing_id, ${t}.updated_at,
         (select count(*) from shots sh where sh.storyboard_id = ${t}.id) as shots`;

const LIST_SELECT = listSelect('s');

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


/** SQL of the storyboard domain; pass a transaction's `tx` to take part in it. */
export function storyboardRepository(db: Db) {
  /** `lock`: the row stays locked until the transaction ends (a job and a request racing). */
  async function head(id: number, opts: { lock?: boolean } = {}): Promise<StoryboardHead | null> {
    const { rows } = await db.query<HeadRow>(`${HEAD_SELECT} where s.id = $1 and s.status <> 'Deleted'${opts.lock ? ' for update of s' : ''}`, [id]);
    return rows[0] ? toHead(rows[0]) : null;
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
        fromMarketplace: Boolean(s.from_marketplace),
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

    /**
     * GET /search/scripts: one customer's storyboards (001 §7). The page is chosen first
     * (from the customer's index in date order, or the word and tag indexes), then only its
     * rows are joined with their project, listing and shot count. The total is counted from
     * the matches when words, tags or an id narrow the set; otherwise read from
     * storyboard_counts (migration 008), so a page of an unfiltered infinite scroll counts
     * nothing.
     */
    async searchScripts(customerId: number, q: ScriptSearchQuery): Promise<Page<StoryboardListItem>> {
      const params: unknown[] = [customerId];
      const where = [`s.customer_id = $1`, `s.status <> 'Deleted'`];
      const tsq = textAndTags(q, params, where);
      const narrowed = where.length > 2 || Boolean(q.scriptId);
      let projectTypeParam: string | null = null;
      if (q.projectType) {
        params.push(q.projectType);
        projectTypeParam = `$${params.length}`;
        where.push(`s.project_id in (select p.id from projects p where p.project_type = ${projectTypeParam})`);
      }
      if (q.scriptId) {
        params.push(q.scriptId);
        where.push(`s.id = $${params.length}`);
      }
      const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
      // textAndTags pushes the prefix query first: it is $2.
      const ranked = Boolean(tsq) && q.sortBy !== 'lastUpdated';
      const order = (t: string) => (ranked ? `${t}rank desc, ${t}updated_at desc, ${t}id desc` : `${t}updated_at ${dir}, ${t}id ${dir}`);
      params.push(q.size, q.from);
      const page = `limit $${params.length - 1} offset $${params.length}`;
      const rank = ranked ? `, ts_rank(s.search, to_tsquery('simple', $2)) as rank` : '';
      const pageColumns = `s.id, s.title, s.description, s.tags, s.landscape_image_asset_id, s.status, s.project_id, s.updated_at`;
      // Narrowed: every match is read once (materialised, so the planner uses the word or
      // tag index instead of walking the customer's rows in date order, which a count over
      // the matches makes it read in full), counted, and the page cut from it.
      // Unfiltered: the page straight from the customer's rows in date order, and the
      // total from storyboard_counts.
      const pageCte = narrowed
        ? `with m as materialized (select s.id, s.updated_at${rank} from storyboards s where ${where.join(' and ')}),
           h as (
             select ${pageColumns}${ranked ? ', m.rank' : ''}, (select count(*) from m) as total
             from (select * from m order by ${order('m.')} ${page}) m join storyboards s on s.id = m.id
           )`
        : `with h as (
             select ${pageColumns}, (select coalesce(sum(c.storyboards), 0) from storyboard_counts c where c.customer_id = $1${
               projectTypeParam ? ` and c.project_id in (select p.id from projects p where p.project_type = ${projectTypeParam})` : ''
             }) as total
             from storyboards s
             where ${where.join(' and ')}
             order by ${order('s.')}
             ${page}
           )`;
      const { rows } = await db.query<ListRow>(
        `${pageCte}
         ${listSelect('h')}, h.total as total
         from h join projects p on p.id = h.project_id left join marketplace_listings l on l.storyboard_id = h.id
         order by ${order('h.')}`,
        params,
      );
      if (rows[0] || q.from === 0) return { hits: rows.map(toListItem), total: rows[0] ? Number(rows[0].total) : 0 };
      // Past the end: no row carries the total.
      const { rows: count } = await db.query<{ n: string }>(
        `select count(*) as n from storyboards s where ${where.join(' and ')}`,
        params.slice(0, -2),
      );
      return { hits: [], total: Number(count[0]?.n ?? 0) };
    },

    /** A new Draft storyboard of the customer's in one of their projects; its id. */
    async insert(customerId: number, projectId: number, title: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>('insert into storyboards (customer_id, project_id, title) values ($1, $2, $3) returning id', [
        customerId,
        projectId,
        title,
      ]);
      return Number(rows[0]?.id);
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

  };
}

export type StoryboardRepository = ReturnType<typeof storyboardRepository>;
