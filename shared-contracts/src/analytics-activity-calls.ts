import { z } from 'zod';
import { ADMIN_DASHBOARD_MAX_RANGE_DAYS, adminDashboardQuerySchema, adminDashboardRangeError, type AdminDashboardQuery } from './admin-dashboard-calls';
import { deferred } from './deferred';

/*
 * GET /analytics/activity and GET /admin/analytics/activity (issue 17 "Analytics"; docs/adr/033):
 * the portal's activity over a range, read by the metrics pages. Apart from the events' own
 * calls (analytics-calls.ts, which the host sends with) because the range rules are the
 * admin dashboard's.
 */

/** The longest range GET .../analytics/activity answers. */
export const ANALYTICS_ACTIVITY_MAX_RANGE_DAYS = ADMIN_DASHBOARD_MAX_RANGE_DAYS;

const count = deferred(() => z.number().int().min(0));
/** A UTC day, YYYY-MM-DD. */
const isoDay = deferred(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)'));

/** GET .../analytics/activity?from=&to= (epoch ms; events received in [from, to)): the admin dashboard's range, with its rules. */
export const analyticsActivityQuerySchema = adminDashboardQuerySchema;
export type AnalyticsActivityQuery = AdminDashboardQuery;

/** Why an activity range is refused (400 INVALID_RANGE), or null: from before to, at most MAX_RANGE_DAYS. */
export const analyticsRangeError: (query: AnalyticsActivityQuery) => string | null = adminDashboardRangeError;

/** Portal activity over a range: counts per event name, per UTC day, and per day and name (days with events only). */
export const analyticsActivitySchema = deferred(() => z.object({
  from: count,
  to: count,
  total: count,
  by_name: z.array(z.object({ name: z.string(), count })),
  by_day: z.array(z.object({ day: isoDay, count })),
  by_day_and_name: z.array(z.object({ day: isoDay, name: z.string(), count })),
}));
export type AnalyticsActivity = z.infer<typeof analyticsActivitySchema>;

export const analyticsActivityResponseSchema = deferred(() => z.object({ result: analyticsActivitySchema }));
export type AnalyticsActivityResponse = z.infer<typeof analyticsActivityResponseSchema>;
