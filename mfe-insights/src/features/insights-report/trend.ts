import type { ChartRow, ChartSeries } from '@portal/shared-ui/charts';
import type { InsightsTrendPoint } from '@portal/shared-contracts/insights';

/** The buying trends as a line chart's rows and series: one row per month (in order), one series per tag, 0 where a tag had no video. */
export function trendChart(points: readonly InsightsTrendPoint[]): { rows: ChartRow[]; series: ChartSeries[] } {
  const months = [...new Set(points.map((p) => p.month))].sort();
  const tags = [...new Set(points.map((p) => p.tag))];
  const keyOf = (tag: string): string => `tag${tags.indexOf(tag)}`;
  const rows = months.map((month) => {
    const row: Record<string, string | number> = { month };
    for (const tag of tags) row[keyOf(tag)] = 0;
    for (const p of points) if (p.month === month) row[keyOf(p.tag)] = p.videos;
    return row;
  });
  return { rows, series: tags.map((tag) => ({ key: keyOf(tag), name: tag })) };
}
