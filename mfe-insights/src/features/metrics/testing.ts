import type { AnalyticsActivity, MetricsSummary } from '@portal/shared-contracts/insights';

/** Midnight of 1 May 2031 in Brisbane, as epoch ms. */
export const MAY_1 = Date.parse('2031-05-01T00:00:00+10:00');
const DAY = 86_400_000;

/** The api's figures of 1–3 May 2031 for a customer with content; `overrides` replace parts. */
export function metricsFigures(overrides: Partial<MetricsSummary> = {}): MetricsSummary {
  return {
    from: MAY_1,
    to: MAY_1 + 3 * DAY,
    as_of: MAY_1 + 3 * DAY,
    storyboards_by_status: { Submitted: 0, Processing: 1, ReadyToPublish: 0, Published: 4, Obsoleted: 0, Draft: 2, Rendering: 0, Deleted: 1 },
    storyboards_by_project: { Live: 4, Dev: 3 },
    live_projects: 1,
    videos_uploaded: { total: 5, by_day: [{ day: '2031-05-01', count: 2 }, { day: '2031-05-02', count: 0 }, { day: '2031-05-03', count: 3 }] },
    shots_uploaded: { total: 12, by_day: [{ day: '2031-05-01', count: 7 }, { day: '2031-05-02', count: 1 }, { day: '2031-05-03', count: 4 }] },
    top_storyboards: [
      { storyboard_id: 11, title: 'Club day', videos: 3, shots: 8 },
      { storyboard_id: 12, title: 'Open day', videos: 2, shots: 4 },
    ],
    renders: { total: 3, by_outcome: { Complete: 2, Failed: 1, Processing: 0 } },
    support_widget: { project_live: 4, total_ugv_videos: 1234, total_ugv_shots: 5678, total_storyboards: 7 },
    ...overrides,
  };
}

/** A customer with nothing yet. */
export function emptyFigures(): MetricsSummary {
  const none = (day: string) => ({ day, count: 0 });
  return metricsFigures({
    storyboards_by_status: { Submitted: 0, Processing: 0, ReadyToPublish: 0, Published: 0, Obsoleted: 0, Draft: 0, Rendering: 0, Deleted: 0 },
    storyboards_by_project: { Live: 0, Dev: 0 },
    live_projects: 0,
    videos_uploaded: { total: 0, by_day: [none('2031-05-01')] },
    shots_uploaded: { total: 0, by_day: [none('2031-05-01')] },
    top_storyboards: [],
    renders: { total: 0, by_outcome: { Complete: 0, Failed: 0, Processing: 0 } },
    support_widget: { project_live: 0, total_ugv_videos: 0, total_ugv_shots: 0, total_storyboards: 0 },
  });
}

export function activityFigures(): AnalyticsActivity {
  return {
    from: MAY_1,
    to: MAY_1 + 3 * DAY,
    total: 9,
    by_name: [{ name: 'Login', count: 3 }, { name: 'Page view', count: 6 }],
    by_day: [{ day: '2031-05-01', count: 9 }],
    by_day_and_name: [{ day: '2031-05-01', name: 'Login', count: 3 }, { day: '2031-05-01', name: 'Page view', count: 6 }],
  };
}
