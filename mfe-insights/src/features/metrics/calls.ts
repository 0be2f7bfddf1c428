import {
  analyticsActivityResponseSchema,
  metricsSummaryResponseSchema,
  type AnalyticsActivity,
  type MetricsSummary,
} from '@portal/shared-contracts/insights';
import type { HttpClient } from '@portal/shared-ui/http';

/*
 * The metrics page's two calls (shared-contracts metrics-calls.ts and analytics-calls.ts;
 * docs/adr/035), each parsed with its schema; `signal` first so a saga runs them with
 * callAbortable.
 */
export const METRICS_PATHS = {
  summary: '/metrics/summary',
  activity: '/analytics/activity',
} as const;

/** The range as instants: [from midnight, the midnight after the to day). */
export interface MetricsBounds {
  readonly fromMs: number;
  readonly toMs: number;
}

/** GET /metrics/summary?from=&to=: the caller's figures of the range, and the snapshot counts. */
export async function getMetricsSummary(signal: AbortSignal, client: HttpClient, bounds: MetricsBounds): Promise<MetricsSummary> {
  return (await client.get(METRICS_PATHS.summary, metricsSummaryResponseSchema, { signal, query: { from: bounds.fromMs, to: bounds.toMs } })).result;
}

/** GET /analytics/activity?from=&to=: the caller's portal activity (analytics events) in the range. */
export async function getPortalActivity(signal: AbortSignal, client: HttpClient, bounds: MetricsBounds): Promise<AnalyticsActivity> {
  return (await client.get(METRICS_PATHS.activity, analyticsActivityResponseSchema, { signal, query: { from: bounds.fromMs, to: bounds.toMs } })).result;
}
