import type { Db } from '../../../db';

/*
 * The insights report's reads of one customer (issue 17, docs/adr/035). "Videos" are the
 * end users' filmed videos in the customer's library (library_assets, source UGV, media
 * type Video); the shots and tags are those of the customer's storyboards (deleted ones
 * left out). Aggregates run in SQL; the texts reach the api bounded by TEXT_ROWS.
 */

/** The newest shots whose titles and descriptions feed the key phrases and questions. */
export const INSIGHTS_TEXT_ROWS = 20_000;

/** The customer's ($1) end-user videos, as `a`. */
const VIDEO_ROWS = `a.customer_id = $1 and a.source = 'UGV' and a.media_type = 'Video'`;
/** The customer's ($1) storyboards, as `b`. */
const STORYBOARD_ROWS = `b.customer_id = $1 and b.status <> 'Deleted'`;

export interface VideoTotals {
  readonly videos: number;
  readonly creators: number;
}

export interface ShotText {
  readonly title: string;
  readonly description: string;
}

export interface TagCount {
  readonly tag: string;
  readonly count: number;
}

export interface TrendRow {
  readonly month: string;
  readonly tag: string;
  readonly videos: number;
}

export interface FilmedShotRow {
  readonly shot_number: number | null;
  readonly date: string;
  readonly storyboard: string;
  readonly shot_title: string;
  readonly creator: string;
  readonly project_type: 'Dev' | 'Live';
}

export function insightsRepository(db: Db) {
  return {
    /** How many end-user videos, and how many end users filmed them. */
    async videoTotals(customerId: number): Promise<VideoTotals> {
      const { rows } = await db.query<VideoTotals>(`select count(*)::int as videos, count(distinct a.user_email)::int as creators from library_assets a where ${VIDEO_ROWS}`, [customerId]);
      return rows[0] ?? { videos: 0, creators: 0 };
    },

    /** The titles and descriptions of the customer's shots, newest storyboards first. */
    async shotTexts(customerId: number): Promise<ShotText[]> {
      const { rows } = await db.query<ShotText>(
        `select s.title, s.description from shots s join storyboards b on b.id = s.storyboard_id
          where ${STORYBOARD_ROWS}
          order by b.updated_at desc, b.id desc, s.shot_number limit $2`,
        [customerId, INSIGHTS_TEXT_ROWS],
      );
      return rows;
    },

    /** Each tag (ignoring case, the first spelling kept) with how many storyboards and end-user videos carry it. */
    async tagCounts(customerId: number): Promise<TagCount[]> {
      const { rows } = await db.query<TagCount>(
        `with tagged as (
           select t.tag from storyboards b cross join unnest(b.tags) as t(tag) where ${STORYBOARD_ROWS}
           union all
           select t.tag from library_assets a cross join unnest(a.tags) as t(tag) where ${VIDEO_ROWS}
         )
         select min(tag) as tag, count(*)::int as count from tagged where btrim(tag) <> '' group by lower(btrim(tag))`,
        [customerId],
      );
      return rows;
    },

    /**
     * End-user videos per tag per month (UTC) over the last `months` months that have
     * videos, for the `tags` tags with the most videos in them (ties alphabetical).
     */
    async trend(customerId: number, months: number, tags: number): Promise<TrendRow[]> {
      const { rows } = await db.query<TrendRow>(
        `with tagged as (
           select date_trunc('month', a.asset_date at time zone 'UTC') as m, t.tag, lower(t.tag) as k
             from library_assets a cross join unnest(a.tags) as t(tag) where ${VIDEO_ROWS}
         ),
         recent as (select distinct m from tagged order by m desc limit $2),
         top as (
           select k, min(tag) as tag, count(*) as n from tagged where m in (select m from recent)
            group by k order by n desc, k limit $3
         )
         select to_char(tagged.m, 'YYYY-MM') as month, top.tag, count(*)::int as videos
           from tagged join top on top.k = tagged.k
          where tagged.m in (select m from recent)
          group by tagged.m, top.tag
          order by tagged.m, top.tag`,
        [customerId, months, tags],
      );
      return rows;
    },

    /** The newest filmed videos as report rows. */
    async filmedShots(customerId: number, limit: number): Promise<FilmedShotRow[]> {
      const { rows } = await db.query<FilmedShotRow>(
        `select a.shot_number, to_char(a.asset_date at time zone 'UTC', 'YYYY-MM-DD') as date, a.script_title as storyboard,
                a.shot_title, a.user_email as creator, a.project_type
           from library_assets a where ${VIDEO_ROWS}
          order by a.asset_date desc, a.id desc limit $2`,
        [customerId, limit],
      );
      return rows;
    },
  };
}
