import { METRICS_LABELS as L, RENDER_OUTCOMES, type AnalyticsActivity, type MetricsSummary } from '@portal/shared-contracts/insights';
import { formatCount } from '@portal/shared-contracts/core';
import type { FigureTile } from '@portal/shared-ui';
import type { ChartRow, ChartSeries, PieSlice } from '@portal/shared-ui/charts';

/*
 * What the metrics page shows of the api's figures (docs/adr/035): its number tiles and the
 * data of its charts. The api computes every figure; here they are only arranged and written.
 */

// Without Intl: the page's first number formatter loads the locale's data (docs/adr/056).
const count = formatCount;

/** The four support-widget counts of 002 §7, live projects and the range's renders. */
export function metricsTiles(f: MetricsSummary): FigureTile[] {
  const w = f.support_widget;
  return [
    { key: 'total_storyboards', label: L.totalStoryboards, value: count(w.total_storyboards), hint: L.asOfNow },
    { key: 'project_live', label: L.projectLive, value: count(w.project_live), hint: L.asOfNow },
    { key: 'total_ugv_videos', label: L.ugvVideos, value: count(w.total_ugv_videos), hint: L.allTime },
    { key: 'total_ugv_shots', label: L.ugvShots, value: count(w.total_ugv_shots), hint: L.allTime },
    { key: 'live_projects', label: L.liveProjects, value: count(f.live_projects), hint: L.asOfNow },
    { key: 'renders', label: L.renders, value: count(f.renders.total), hint: L.inRange },
  ];
}

/** Storyboards by status, the statuses that have any. */
export function statusSlices(f: MetricsSummary): PieSlice[] {
  return Object.entries(f.storyboards_by_status)
    .filter(([, n]) => n > 0)
    .map(([name, value]) => ({ name, value }));
}

export const COUNT_SERIES: readonly ChartSeries[] = [{ key: 'count', name: L.count }];

export function projectRows(f: MetricsSummary): ChartRow[] {
  return Object.entries(f.storyboards_by_project).map(([project, n]) => ({ project, count: n }));
}

export const UPLOAD_SERIES: readonly ChartSeries[] = [
  { key: 'videos', name: L.videosSeries },
  { key: 'shots', name: L.shotsSeries },
];

/** dd/mm/yyyy of a YYYY-MM-DD day. */
const dayLabel = (day: string): string => day.split('-').reverse().join('/');

/** Videos and shots uploaded on each Brisbane day of the range. */
export function uploadRows(f: MetricsSummary): ChartRow[] {
  const shots = new Map(f.shots_uploaded.by_day.map((d) => [d.day, d.count]));
  return f.videos_uploaded.by_day.map((d) => ({ day: dayLabel(d.day), videos: d.count, shots: shots.get(d.day) ?? 0 }));
}

export function topStoryboardRows(f: MetricsSummary): ChartRow[] {
  return f.top_storyboards.map((s) => ({ storyboard: s.title, videos: s.videos, shots: s.shots }));
}

export function renderRows(f: MetricsSummary): ChartRow[] {
  return RENDER_OUTCOMES.map((outcome) => ({ outcome, count: f.renders.by_outcome[outcome] }));
}

/** Portal activity: events of the range by name, most first. */
export function activityRows(a: AnalyticsActivity): ChartRow[] {
  return [...a.by_name].sort((x, y) => y.count - x.count).map((e) => ({ event: e.name, count: e.count }));
}

/** No storyboard, no upload or render ever or in the range: the page has nothing to draw yet. */
export function isEmptyMetrics(f: MetricsSummary): boolean {
  const w = f.support_widget;
  const anyStoryboard = Object.values(f.storyboards_by_status).some((n) => n > 0);
  return !anyStoryboard && w.total_ugv_videos === 0 && w.total_ugv_shots === 0 && f.renders.total === 0 && f.videos_uploaded.total === 0 && f.shots_uploaded.total === 0;
}
