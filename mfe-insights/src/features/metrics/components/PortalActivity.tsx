import type { ReactElement } from 'react';
import { METRICS_LABELS as L } from '@portal/shared-contracts/insights';
import { Alert, ListSkeleton, Typography } from '@portal/shared-ui';
import { BarChart } from '@portal/shared-ui/charts';
import { COUNT_SERIES, activityRows } from '../figures';
import type { MetricsState } from '../slice';

/** Portal activity from analytics (GET /analytics/activity): events of the range by name; its failure stays in this section. */
export function PortalActivity({ activity }: { readonly activity: MetricsState['activity'] }): ReactElement {
  let body: ReactElement;
  if (activity.status === 'failed') {
    body = <Alert type="warning" showIcon title={L.activityUnavailable} description={activity.error ?? undefined} />;
  } else if (activity.status !== 'succeeded' || !activity.data) {
    body = <ListSkeleton rows={2} label={L.portalActivity} />;
  } else if (activity.data.total === 0) {
    body = <Typography.Paragraph type="secondary">{L.noActivity}</Typography.Paragraph>;
  } else {
    body = (
      <BarChart
        title={`${L.activityEvents}: ${activity.data.total}`}
        data={activityRows(activity.data)}
        xKey="event"
        xLabel={L.event}
        series={COUNT_SERIES}
        wholeNumbers
      />
    );
  }
  return (
    <section aria-label={L.portalActivity}>
      <Typography.Title level={2}>{L.portalActivity}</Typography.Title>
      {body}
    </section>
  );
}
