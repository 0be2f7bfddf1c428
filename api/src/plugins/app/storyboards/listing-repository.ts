import type { Db } from '../../../db';
import type { ListingSearchQuery } from '../../../contracts';
import { textAndTags, type Page } from './search-sql';

export interface ListingRecord {
  readonly id: number;
  readonly storyboardId: number;
  readonly ownerId: number;
  readonly authorName: string;
  readonly authorDescription: string;
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

/** SQL of the marketplace: listings of storyboards (001 §3). */
export function listingRepository(db: Db) {
  return {
    async insert(storyboardId: number, author: string, description: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'insert into marketplace_listings (storyboard_id, author_name, author_description) values ($1, $2, $3) returning id',
        [storyboardId, author, description],
      );
      return Number(rows[0]?.id);
    },

    async find(listingId: number): Promise<ListingRecord | null> {
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

    async remove(listingId: number): Promise<void> {
      await db.query('delete from marketplace_listings where id = $1', [listingId]);
    },

    /** GET /search/listings and the listings reads: the whole marketplace (001 §7). */
    async search(q: Partial<ListingSearchQuery> & { listingId?: number }): Promise<Page<ListingRow>> {
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
      // The page first (with the count of every match), then only its rows read in full
      // with their shots' total duration and list. Each listing's storyboard is looked up
      // by its key (`offset 0` keeps the lookup per listing): the work follows the number
      // of listings, not of storyboards.
      const { rows } = await db.query<ListingRow & { total: string }>(
        `with h as (
           select l.id, l.created_at, count(*) over () as total
           from marketplace_listings l
           cross join lateral (
             select s.id from storyboards s
             where s.id = l.storyboard_id and s.status <> 'Deleted' ${where.length ? `and ${where.join(' and ')}` : ''}
             offset 0
           ) s
           order by l.created_at desc, l.id desc
           limit $${params.length - 1} offset $${params.length}
         )
         select l.id as listing_id, l.author_name, l.author_description, s.id, s.title, s.description, s.tags,
                s.landscape_image_asset_id, s.portrait_image_asset_id, s.thumbnail_asset_id, s.explanation_asset_id,
                s.project_id, s.shooting_mode, s.storyboard_type, s.ai_search, s.denoising_mode, s.auto_adjustment_mode,
                h.total, sh.duration, sh.shot_list
         from h join marketplace_listings l on l.id = h.id join storyboards s on s.id = l.storyboard_id
         cross join lateral (
           select coalesce(sum(x.duration_millis), 0) as duration,
                  coalesce(json_agg(json_build_object('id', x.id, 'imageAssetId', x.image_asset_id,
                    'explanationAssetId', x.explanation_asset_id) order by x.shot_number), '[]'::json) as shot_list
           from shots x where x.storyboard_id = s.id
         ) sh
         order by h.created_at desc, h.id desc`,
        params,
      );
      return { hits: rows, total: rows[0] ? Number(rows[0].total) : 0 };
    },
  };
}
