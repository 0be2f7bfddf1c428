import type { Db } from '../../../db';
import { BRISBANE_OFFSET_MINUTES, type DashboardWindow, type DayCount } from '../admin/dashboard-rules';

/** Counts keyed by a column's value, as the rows came (the service fills in the zeros). */
export type KeyCounts = ReadonlyMap<string, number>;

/** The snapshot counts of one customer (docs/adr/035). */
export interface SnapshotFigures {
  readonly byStatus: KeyCounts;
  /** Deleted storyboards left out. */
  readonly byProject: KeyCounts;
  readonly liveProjects: number;
  readonly projectLive: number;
  readonly ugvVideos: number;
  readonly ugvShots: number;
}

export interface TopRow {
  readonly storyboardId: number;
  readonly title: string;
  readonly videos: number;
  readonly shots: number;
}

/** The figures of one customer over [fromMs, toMs). */
export interface RangeFigures {
  readonly videosPerDay: readonly DayCount[];
  readonly shotsPerDay: readonly DayCount[];
  readonly top: readonly TopRow[];
  readonly rendersByStatus: KeyCounts;
}

/*
 * End-user (UGV) uploads are library_assets rows of source 'UGV': a whole film is asset
 * type 'Flic', a clip of one shot 'FlicShot' (migration 012; the mobile app's uploads).
 * Their day is asset_date (when filmed, else the day the key names), the date the Videos
 * page shows, walked through the (customer_id, asset_date, id) index.
 */
const UGV = `source = 'UGV'`;
const FILM = `asset_type = 'Flic'`;
const CLIP = `asset_type = 'FlicShot'`;

const mapOf = (rows: readonly { k: string; n: number | string }[]): KeyCounts => new Map(rows.map((r) => [r.k, Number(r.n)]));

/** SQL aggregates over one customer's rows: a handful of rows reach the api, whatever the data's size. */
export function metricsRepository(db: Db) {
  return {
    async snapshot(customerId: number): Promise<SnapshotFigures> {
      const byStatus = await db.query<{ k: string; n: number }>(
        'select status as k, count(*)::int as n from storyboards where customer_id = $1 group by status',
        [customerId],
      );
      const byProject = await db.query<{ k: string; n: number }>(
        `select p.project_type as k, coalesce(sum(c.storyboards), 0)::int as n
           from projects p left join storyboard_counts c on c.project_id = p.id
          where p.customer_id = $1 group by p.project_type`,
        [customerId],
      );
      const live = await db.query<{ live_projects: number; project_live: number }>(
        `select count(distinct s.project_id)::int as live_projects, count(s.id)::int as project_live
           from projects p join storyboards s on s.project_id = p.id and s.status = 'Published'
          where p.customer_id = $1 and p.project_type = 'Live'`,
        [customerId],
      );
      // The per-customer counts the library keeps (migration 012): a few rows, not a count of 100,000.
      const ugv = await db.query<{ videos: number; shots: number }>(
        `select coalesce(sum(assets) filter (where ${FILM}), 0)::int as videos, coalesce(sum(assets) filter (where ${CLIP}), 0)::int as shots
           from library_asset_counts where customer_id = $1 and ${UGV}`,
        [customerId],
      );
      const l = live.rows[0];
      const u = ugv.rows[0];
      return {
        byStatus: mapOf(byStatus.rows),
        byProject: mapOf(byProject.rows),
        liveProjects: Number(l?.live_projects ?? 0),
        projectLive: Number(l?.project_live ?? 0),
        ugvVideos: Number(u?.videos ?? 0),
        ugvShots: Number(u?.shots ?? 0),
      };
    },

    async range(customerId: number, window: Pick<DashboardWindow, 'fromMs' | 'toMs'>, topLimit: number): Promise<RangeFigures> {
      const span = [customerId, new Date(window.fromMs), new Date(window.toMs)];
      const perDay = await db.query<{ day: string; videos: number; shots: number }>(
        `select to_char((asset_date at time zone 'UTC') + make_interval(mins => $4), 'YYYY-MM-DD') as day,
                count(*) filter (where ${FILM})::int as videos, count(*) filter (where ${CLIP})::int as shots
           from library_assets
          where customer_id = $1 and asset_date >= $2 and asset_date < $3 and ${UGV}
          group by 1`,
        [...span, BRISBANE_OFFSET_MINUTES],
      );
      const top = await db.query<{ id: string; title: string; videos: number; shots: number }>(
        `select s.id, s.title, t.videos, t.shots
           from (select storyboard_id, count(*) filter (where ${FILM})::int as videos, count(*) filter (where ${CLIP})::int as shots
                   from library_assets
                  where customer_id = $1 and asset_date >= $2 and asset_date < $3 and ${UGV} and storyboard_id is not null
                  group by storyboard_id) t
           join storyboards s on s.id = t.storyboard_id and s.customer_id = $1
          order by t.videos desc, t.shots desc, s.id
          limit $4`,
        [...span, topLimit],
      );
      const renders = await db.query<{ k: string; n: number }>(
        `select status as k, count(*)::int as n from test_renders
          where customer_id = $1 and created_at >= $2 and created_at < $3 group by status`,
        span,
      );
      return {
        videosPerDay: perDay.rows.map((r) => ({ day: r.day, count: Number(r.videos) })),
        shotsPerDay: perDay.rows.map((r) => ({ day: r.day, count: Number(r.shots) })),
        top: top.rows.map((r) => ({ storyboardId: Number(r.id), title: r.title, videos: Number(r.videos), shots: Number(r.shots) })),
        rendersByStatus: mapOf(renders.rows),
      };
    },
  };
}
