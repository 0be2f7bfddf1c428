import { z } from 'zod';
import { adminDailyCountsSchema, ADMIN_DASHBOARD_MAX_RANGE_DAYS, adminDashboardRangeError } from './admin-dashboard-calls';
import { PROJECT_TYPES, STORYBOARD_STATUSES, type ProjectType, type StoryboardStatus } from './storyboards';
import { deferred } from './deferred';

/*
 * GET /metrics/summary (issue 17 "Metrics"; 002 §2 Metrics, §7 support-widget counts): the
 * caller's own customer's figures, computed on the api by SQL aggregates (docs/adr/035).
 * Range figures (uploads per day, top storyboards, renders) cover [from, to), epoch ms, in
 * Brisbane days as the admin dashboard's; storyboard, project and support-widget counts
 * are a snapshot at `as_of`. Needs viewInsights (or an admin): 403 FEATURE_NOT_IN_PLAN.
 */

/** The longest range the metrics answer: the admin dashboard's (a year and a leap day). */
export const METRICS_MAX_RANGE_DAYS = ADMIN_DASHBOARD_MAX_RANGE_DAYS;
/** The metrics page's default range: the last 30 days (today included). */
export const METRICS_DEFAULT_RANGE_DAYS = 30;
/** Whose days the figures count in: Brisbane's, as the api's BRISBANE_OFFSET_MINUTES (no daylight saving). */
export const METRICS_TIME_ZONE = 'Australia/Brisbane';
/** How many storyboards the "most videos" ranking lists. */
export const METRICS_TOP_STORYBOARDS = 5;
/** Test render outcomes (the test_renders statuses). */
export const RENDER_OUTCOMES = ['Complete', 'Failed', 'Processing'] as const;
export type RenderOutcome = (typeof RENDER_OUTCOMES)[number];

/** `error_code` of a refused range (400): from not before to, or longer than the maximum. */
export const METRICS_ERROR_CODES = { INVALID_RANGE: 'INVALID_RANGE' } as const;

/** The start of 31 December 9999 UTC: days are written YYYY-MM-DD, four-digit years only. */
const MAX_EPOCH_MS = Date.UTC(9999, 11, 31);
const epochMs = deferred(() => z.number().int().min(0).max(MAX_EPOCH_MS).describe('epoch milliseconds'));
const count = deferred(() => z.number().int().min(0));

/** GET /metrics/summary?from=&to= (epoch ms; the range picker's [from midnight, the midnight after to)). */
export const metricsQuerySchema = deferred(() => z.object({
  from: z.coerce.number().pipe(epochMs),
  to: z.coerce.number().pipe(epochMs),
}));
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

/** Why the metrics refuse a range (the api's error_message), or null when they answer it. */
export function metricsRangeError(query: MetricsQuery): string | null {
  return adminDashboardRangeError(query);
}

const byKeys = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

export const metricsStatusCountsSchema = deferred(() => byKeys(Object.values(STORYBOARD_STATUSES) as StoryboardStatus[]));
export const metricsProjectCountsSchema = deferred(() => byKeys(Object.values(PROJECT_TYPES) as ProjectType[]));
export const renderOutcomeCountsSchema = deferred(() => byKeys(RENDER_OUTCOMES));

/** 002 §7's support-widget counts, named as the widget names them. */
export const supportWidgetCountsSchema = deferred(() => z.object({
  /** Published storyboards in the Live project: what end users can film now. */
  project_live: count,
  /** Whole films end users uploaded (source UGV, asset type Flic), all time. */
  total_ugv_videos: count,
  /** Shot clips end users uploaded (source UGV, asset type FlicShot), all time. */
  total_ugv_shots: count,
  /** Storyboards, deleted ones left out (as /admin/storyboardNumberByUsername counts). */
  total_storyboards: count,
}));
export type SupportWidgetCounts = z.infer<typeof supportWidgetCountsSchema>;

export const topStoryboardSchema = deferred(() => z.object({
  storyboard_id: z.number().int(),
  title: z.string(),
  /** UGV films (Flic) collected in the range. */
  videos: count,
  /** UGV shot clips (FlicShot) collected in the range. */
  shots: count,
}));
export type TopStoryboard = z.infer<typeof topStoryboardSchema>;

export const metricsSummarySchema = deferred(() => z.object({
  from: epochMs,
  to: epochMs,
  /** The instant the snapshot counts were taken at. */
  as_of: epochMs,
  /** Every status listed (0 when none); Deleted counts the deleted ones still kept. */
  storyboards_by_status: metricsStatusCountsSchema,
  /** Storyboards in the Dev and the Live project, deleted ones left out. */
  storyboards_by_project: metricsProjectCountsSchema,
  /** The customer's Live projects holding at least one Published storyboard. */
  live_projects: count,
  /** UGV films (Flic) per Brisbane day of the range, by the day they were filmed (asset_date). */
  videos_uploaded: adminDailyCountsSchema,
  /** UGV shot clips (FlicShot) per Brisbane day of the range. */
  shots_uploaded: adminDailyCountsSchema,
  /** Up to METRICS_TOP_STORYBOARDS storyboards with the most UGV films in the range (then shots, then id). */
  top_storyboards: z.array(topStoryboardSchema).max(METRICS_TOP_STORYBOARDS),
  /** Test renders asked for in the range, by their status now. */
  renders: z.object({ total: count, by_outcome: renderOutcomeCountsSchema }),
  support_widget: supportWidgetCountsSchema,
}));
export type MetricsSummary = z.infer<typeof metricsSummarySchema>;

export const metricsSummaryResponseSchema = deferred(() => z.object({ result: metricsSummarySchema }));
export type MetricsSummaryResponse = z.infer<typeof metricsSummaryResponseSchema>;
