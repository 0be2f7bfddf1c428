import type { Db } from '../../../db';
import type { RecommenderItemKind, RecommenderRatings, RecommenderThumbs, RecommenderUserInfo } from '../../../contracts';

/*
 * What the recommender reads and writes (docs/adr/034). The corpus of a customer is only
 * theirs and the marketplace's: their storyboards (not Deleted) with shots, every listed
 * storyboard of another customer with shots, and their own library's videos. Nothing of
 * another customer's that is not listed is ever read here.
 */

export interface CorpusShot {
  readonly title: string;
  readonly description: string;
  readonly imageAssetId: string | null;
}

export interface CorpusStoryboard {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly img: string | null;
  readonly videoAssetId: string | null;
  /** Listed: the listing's id and author; null for the customer's own unlisted ones. */
  readonly listingId: number | null;
  readonly authorName: string;
  readonly authorDescription: string;
  readonly own: boolean;
  readonly shots: CorpusShot[];
}

export interface CorpusVideo {
  readonly id: number;
  readonly assetId: string;
  readonly userEmail: string;
  readonly scriptTitle: string;
  readonly shotTitle: string;
  readonly shotDescription: string;
  readonly flicTitle: string;
  readonly tags: readonly string[];
  readonly thumbnailKey: string | null;
  readonly assetDate: Date;
}

export interface Corpus {
  readonly storyboards: readonly CorpusStoryboard[];
  readonly videos: readonly CorpusVideo[];
}

export interface StoredFeedback {
  readonly kind: RecommenderItemKind;
  readonly itemId: string;
  readonly thumbs: RecommenderThumbs | null;
  readonly ratings: RecommenderRatings | null;
}

interface StoryboardRow {
  id: string | number;
  title: string;
  description: string;
  tags: string[];
  img: string | null;
  video: string | null;
  listing_id: string | number | null;
  author_name: string | null;
  author_description: string | null;
  own: boolean;
}

interface ShotRow {
  storyboard_id: string | number;
  title: string;
  description: string;
  image_asset_id: string | null;
}

interface FeedbackRow {
  item_kind: RecommenderItemKind;
  item_id: string;
  thumbs: RecommenderThumbs | null;
  tone: number | null;
  story: number | null;
  film: number | null;
}

/** The storyboards a customer may see here: their own (not Deleted) and every listed one. */
const VISIBLE_STORYBOARDS = `
  select s.id, s.title, s.description, s.tags,
         coalesce(s.landscape_image_asset_id, s.thumbnail_asset_id) as img, s.explanation_asset_id as video,
         l.id as listing_id, l.author_name, l.author_description, s.customer_id = $1 as own
  from storyboards s left join marketplace_listings l on l.storyboard_id = s.id
  where s.status <> 'Deleted' and (s.customer_id = $1 or l.id is not null)`;

const feedbackOf = (r: FeedbackRow): StoredFeedback => ({
  kind: r.item_kind,
  itemId: r.item_id,
  thumbs: r.thumbs,
  ratings: r.tone === null || r.story === null || r.film === null ? null : { tone: r.tone, story: r.story, film: r.film },
});

export function recommenderRepository(db: Db) {
  async function storyboardsWhere(customerId: number, extra: string, params: unknown[]): Promise<CorpusStoryboard[]> {
    const { rows } = await db.query<StoryboardRow>(`${VISIBLE_STORYBOARDS} ${extra} order by s.id`, [customerId, ...params]);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => Number(r.id));
    const { rows: shots } = await db.query<ShotRow>(
      `select storyboard_id, title, description, image_asset_id from shots where storyboard_id = any($1::bigint[]) order by storyboard_id, shot_number`,
      [ids],
    );
    const shotsOf = new Map<number, CorpusShot[]>(ids.map((id) => [id, []]));
    for (const sh of shots) shotsOf.get(Number(sh.storyboard_id))?.push({ title: sh.title, description: sh.description, imageAssetId: sh.image_asset_id });
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      description: r.description,
      tags: r.tags,
      img: r.img,
      videoAssetId: r.video,
      listingId: r.listing_id === null ? null : Number(r.listing_id),
      authorName: r.author_name ?? '',
      authorDescription: r.author_description ?? '',
      own: r.own,
      shots: shotsOf.get(Number(r.id)) ?? [],
    }));
  }

  return {
    /** The customer's corpus: their storyboards, the marketplace's and their library's videos. */
    async corpus(customerId: number): Promise<Corpus> {
      const storyboards = await storyboardsWhere(customerId, '', []);
      const { rows } = await db.query<{
        id: string | number;
        asset_id: string;
        user_email: string;
        script_title: string;
        shot_title: string;
        shot_description: string | null;
        flic_title: string;
        tags: string[];
        thumbnail_key: string | null;
        asset_date: Date | string;
      }>(
        `select a.id, a.asset_id, a.user_email, a.script_title, a.shot_title, sh.description as shot_description,
                a.flic_title, a.tags, m.thumbnail_key, a.asset_date
         from library_assets a
         left join shots sh on sh.id = a.shot_id
         left join media_assets m on m.asset_id = a.asset_id
         where a.customer_id = $1 and a.media_type = 'Video'
         order by a.id`,
        [customerId],
      );
      const videos = rows.map((r) => ({
        id: Number(r.id),
        assetId: r.asset_id,
        userEmail: r.user_email,
        scriptTitle: r.script_title,
        shotTitle: r.shot_title,
        shotDescription: r.shot_description ?? '',
        flicTitle: r.flic_title,
        tags: r.tags,
        thumbnailKey: r.thumbnail_key,
        assetDate: new Date(r.asset_date),
      }));
      return { storyboards, videos };
    },

    /** One storyboard the customer may see (their own or a listed one), or null. */
    async storyboard(customerId: number, id: number): Promise<CorpusStoryboard | null> {
      return (await storyboardsWhere(customerId, 'and s.id = $2', [id]))[0] ?? null;
    },

    /** The user modal's info list of one of the customer's videos (by its id), or null. */
    async videoInfo(customerId: number, videoId: string): Promise<RecommenderUserInfo | null> {
      const { rows } = await db.query<{
        date: string;
        project_type: string;
        script_title: string;
        shot_number: number | null;
        shot_title: string;
        user_email: string;
        industry: string;
        source: string;
        asset_type: string;
        media_type: string;
        name: string;
      }>(
        `select to_char(a.asset_date at time zone 'UTC', 'YYYY-MM-DD') as date, a.project_type, a.script_title, a.shot_number, a.shot_title,
                a.user_email, c.industry, a.source, a.asset_type, a.media_type, a.name
           from library_assets a join customers c on c.id = a.customer_id
          where a.customer_id = $1 and a.id = $2`,
        [customerId, videoId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        date: r.date,
        projectType: r.project_type,
        storyboard: r.script_title || null,
        shotNumber: r.shot_number,
        creator: r.user_email,
        industry: r.industry || null,
        object: r.shot_title || null,
        source: r.source,
        assetType: r.asset_type,
        metadata: r.name ? `${r.media_type} · ${r.name}` : r.media_type,
      };
    },

    /** Whether the customer may give feedback on the item: one the recommender could show them. */
    async visible(customerId: number, kind: RecommenderItemKind, itemId: string): Promise<boolean> {
      if (kind === 'user') {
        const { rows } = await db.query(`select 1 from library_assets where customer_id = $1 and user_email = $2 and media_type = 'Video' limit 1`, [customerId, itemId]);
        return rows.length > 0;
      }
      if (!/^[1-9][0-9]{0,17}$/.test(itemId)) return false;
      if (kind === 'video') {
        const { rows } = await db.query(`select 1 from library_assets where customer_id = $1 and id = $2 and media_type = 'Video'`, [customerId, itemId]);
        return rows.length > 0;
      }
      const { rows } = await db.query(`select 1 from (${VISIBLE_STORYBOARDS}) v where v.id = $2`, [customerId, itemId]);
      return rows.length > 0;
    },

    /** Every piece of feedback the customer gave. */
    async feedback(customerId: number): Promise<StoredFeedback[]> {
      const { rows } = await db.query<FeedbackRow>(
        'select item_kind, item_id, thumbs, tone, story, film from recommender_feedback where customer_id = $1',
        [customerId],
      );
      return rows.map(feedbackOf);
    },

    /** Stores thumbs (undefined keeps them, null clears them) and ratings (undefined keeps them); answers the row. */
    async saveFeedback(
      customerId: number,
      kind: RecommenderItemKind,
      itemId: string,
      thumbs: RecommenderThumbs | null | undefined,
      ratings: RecommenderRatings | undefined,
    ): Promise<StoredFeedback> {
      const { rows } = await db.query<FeedbackRow>(
        `insert into recommender_feedback as f (customer_id, item_kind, item_id, thumbs, tone, story, film)
         values ($1, $2, $3, $5, $6, $7, $8)
         on conflict (customer_id, item_kind, item_id) do update set
           thumbs = case when $4 then excluded.thumbs else f.thumbs end,
           tone = coalesce(excluded.tone, f.tone),
           story = coalesce(excluded.story, f.story),
           film = coalesce(excluded.film, f.film),
           updated_at = now()
         returning item_kind, item_id, thumbs, tone, story, film`,
        [customerId, kind, itemId, thumbs !== undefined, thumbs ?? null, ratings?.tone ?? null, ratings?.story ?? null, ratings?.film ?? null],
      );
      return feedbackOf(rows[0] as FeedbackRow);
    },
  };
}

export type RecommenderRepository = ReturnType<typeof recommenderRepository>;
