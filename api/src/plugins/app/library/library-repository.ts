import type { Db } from '../../../db';
import type { AssetHit, AssetSearchQuery, RegisteredMediaType } from '../../../contracts';
import { searchAssets, type AssetPage } from './asset-search';

/** A library asset as the delete needs it. */
export interface LibraryAssetRecord {
  readonly id: number;
  readonly customerId: number;
  readonly assetId: string;
  readonly subtitleAssetId: string | null;
}

/**
 * A filmed file to add to a customer's library. Its storyboard (the customer's) and shot
 * (that storyboard's) give the titles, the shot number and the project it was filmed in.
 */
export interface NewLibraryAsset {
  readonly customerId: number;
  readonly assetId: string;
  readonly userEmail: string;
  readonly storyboardId: number;
  readonly shotId: number | null;
  readonly flicTitle: string;
  readonly flicShotNumber: number | null;
  readonly name: string;
  readonly mediaType: RegisteredMediaType;
  readonly assetType: AssetHit['assetType'];
  readonly source: AssetHit['source'];
  readonly tags: readonly string[];
  readonly subtitleAssetId?: string | null;
  /** When it was filmed; null: the day its key names. */
  readonly filmedAt: Date | null;
}

/** SQL of the videos library (migration 012); pass a transaction's `tx` to take part in it. */
export function libraryRepository(db: Db) {
  return {
    search: (customerId: number | null, query: AssetSearchQuery): Promise<AssetPage> => searchAssets(db, customerId, query),

    async find(assetId: string, opts: { lock?: boolean } = {}): Promise<LibraryAssetRecord | null> {
      const { rows } = await db.query<{ id: string | number; customer_id: string | number; asset_id: string; subtitle_asset_id: string | null }>(
        `select id, customer_id, asset_id, subtitle_asset_id from library_assets where asset_id = $1${opts.lock ? ' for update' : ''}`,
        [assetId],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), customerId: Number(row.customer_id), assetId: row.asset_id, subtitleAssetId: row.subtitle_asset_id } : null;
    },

    /**
     * Adds the assets in one statement, in the order given (ids rise with it); an asset
     * already in a library, or whose storyboard or shot is not the customer's, is skipped.
     * Answers the asset ids added.
     */
    async insert(assets: readonly NewLibraryAsset[]): Promise<string[]> {
      if (assets.length === 0) return [];
      const rows = assets.map((a, i) => ({
        i,
        customer_id: a.customerId,
        asset_id: a.assetId,
        user_email: a.userEmail.trim().toLowerCase(),
        storyboard_id: a.storyboardId,
        shot_id: a.shotId,
        flic_title: a.flicTitle,
        flic_shot_number: a.flicShotNumber,
        name: a.name,
        media_type: a.mediaType,
        asset_type: a.assetType,
        source: a.source,
        tags: a.tags,
        subtitle_asset_id: a.subtitleAssetId ?? null,
        filmed_at: a.filmedAt?.toISOString() ?? null,
      }));
      const { rows: added } = await db.query<{ asset_id: string }>(
        `insert into library_assets (customer_id, asset_id, user_email, storyboard_id, shot_id, project_id, project_code, project_type,
           script_title, shot_number, shot_title, flic_title, flic_shot_number, name, media_type, asset_type, source, tags,
           subtitle_asset_id, filmed_at)
         select n.customer_id, n.asset_id, n.user_email, s.id, sh.id, p.id, p.code, p.project_type,
                s.title, sh.shot_number, coalesce(sh.title, ''), n.flic_title, n.flic_shot_number, n.name, n.media_type, n.asset_type, n.source, n.tags,
                n.subtitle_asset_id, n.filmed_at
         from jsonb_to_recordset($1::jsonb) as n(
                customer_id bigint, asset_id text, user_email text, storyboard_id bigint, shot_id bigint, flic_title text,
                flic_shot_number integer, name text, media_type text, asset_type text, source text, tags text[],
                subtitle_asset_id text, filmed_at timestamptz, i integer)
         join storyboards s on s.id = n.storyboard_id and s.customer_id = n.customer_id
         join projects p on p.id = s.project_id
         left join shots sh on sh.id = n.shot_id and sh.storyboard_id = s.id
         where n.shot_id is null or sh.id is not null
         order by n.i
         on conflict (asset_id) do nothing
         returning asset_id`,
        [JSON.stringify(rows)],
      );
      return added.map((r) => r.asset_id);
    },

    async remove(id: number): Promise<void> {
      await db.query('delete from library_assets where id = $1', [id]);
    },

    /**
     * Whether a storyboard or a reusable asset still uses the key (as a script asset, a
     * shot's media, a storyboard's image or trailer): its stored objects must stay then.
     */
    async inUseElsewhere(assetId: string): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 where exists (select 1 from script_assets a where a.asset_id = $1)
           or exists (select 1 from reusable_assets r where r.asset_id = $1)
           or exists (select 1 from shots sh where $1 in (sh.image_asset_id, sh.explanation_asset_id, sh.asset_id))
           or exists (select 1 from storyboards s where $1 in (s.explanation_asset_id, s.landscape_image_asset_id, s.portrait_image_asset_id, s.thumbnail_asset_id))`,
        [assetId],
      );
      return rows.length > 0;
    },

    /** The customer's assets added after the last time they marked them seen. */
    async unseenCount(customerId: number): Promise<number> {
      const { rows } = await db.query<{ n: string | number }>(
        `select count(*) as n from library_assets l
         where l.customer_id = $1 and l.id > coalesce((select v.seen_up_to from library_seen v where v.customer_id = $1), 0)`,
        [customerId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Marks every asset the customer has now as seen. */
    async markSeen(customerId: number): Promise<void> {
      await db.query(
        `insert into library_seen as v (customer_id, seen_up_to)
         select $1, coalesce(max(l.id), 0) from library_assets l where l.customer_id = $1
         on conflict (customer_id) do update set seen_up_to = greatest(v.seen_up_to, excluded.seen_up_to), updated_at = now()`,
        [customerId],
      );
    },
  };
}

export type LibraryRepository = ReturnType<typeof libraryRepository>;
