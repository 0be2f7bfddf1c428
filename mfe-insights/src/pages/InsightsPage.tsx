import { useEffect, type ReactElement } from 'react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { INSIGHTS_PAGE_LABELS as L } from '@portal/shared-contracts/insights';
import { PageHeader, Typography, useBus } from '@portal/shared-ui';
import { InsightsCarousel } from '../features/insights';
import { useInsightsStyles } from '../insightsStyles';

/** /insights (002 §2): the carousel of insight cards; a page view is tracked on entry. */
export default function InsightsPage(): ReactElement {
  const bus = useBus();
  const classes = useInsightsStyles();
  useEffect(() => {
    bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.insightsPageView });
  }, [bus]);
  return (
    <>
      <PageHeader title={L.title}>
        <Typography.Paragraph className={classes.lead}>{L.intro}</Typography.Paragraph>
      </PageHeader>
      <InsightsCarousel />
    </>
  );
}
