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
