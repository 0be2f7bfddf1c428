import {
  METRICS_ERROR_CODES,
  PROJECT_TYPES,
  STORYBOARD_STATUSES,
  METRICS_TOP_STORYBOARDS,
  RENDER_OUTCOMES,
  metricsRangeError,
  type MetricsQuery,
  type MetricsSummary,
} from '../../../contracts';
import type { Db } from '../../../db';
import { dailySeries } from '../admin/dashboard-rules';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { metricsRepository, type KeyCounts } from './metrics-repository';

export interface MetricsDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Every key listed, with the count the rows gave it or 0. */
function countsOf<K extends string>(keys: readonly K[], counts: KeyCounts): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, counts.get(k) ?? 0])) as Record<K, number>;
}

/**
 * GET /metrics/summary (docs/adr/035): one customer's snapshot counts (storyboards by
 * status and project, live projects, the support-widget counts of 002 §7) and the range's
 * figures (UGV films and shot clips per Brisbane day, the storyboards collecting the most
 * films, test renders by outcome). 400 INVALID_RANGE for from not before to or a range
 * over METRICS_MAX_RANGE_DAYS.
 */
export async function metricsSummary(deps: MetricsDeps, customerId: number, query: MetricsQuery): Promise<MetricsSummary> {
  const refusal = metricsRangeError(query);
  if (refusal) throw ApiError.badRequest(refusal, METRICS_ERROR_CODES.INVALID_RANGE);
  const window = { fromMs: query.from, toMs: query.to };
  const repo = metricsRepository(deps.db);
  const snapshot = await repo.snapshot(customerId);
  const range = await repo.range(customerId, window, METRICS_TOP_STORYBOARDS);
  const byProject = countsOf(Object.values(PROJECT_TYPES), snapshot.byProject);
  const renders = countsOf(RENDER_OUTCOMES, range.rendersByStatus);
  return {
    from: query.from,
    to: query.to,
    as_of: deps.clock.now(),
    storyboards_by_status: countsOf(Object.values(STORYBOARD_STATUSES), snapshot.byStatus),
    storyboards_by_project: byProject,
    live_projects: snapshot.liveProjects,
    videos_uploaded: dailySeries(window, range.videosPerDay),
    shots_uploaded: dailySeries(window, range.shotsPerDay),
    top_storyboards: range.top.map((t) => ({ storyboard_id: t.storyboardId, title: t.title, videos: t.videos, shots: t.shots })),
    renders: { total: RENDER_OUTCOMES.reduce((sum, o) => sum + renders[o], 0), by_outcome: renders },
    support_widget: {
      project_live: snapshot.projectLive,
      total_ugv_videos: snapshot.ugvVideos,
      total_ugv_shots: snapshot.ugvShots,
      total_storyboards: byProject.Dev + byProject.Live,
    },
  };
}
