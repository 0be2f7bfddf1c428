import { useEffect, type ReactElement } from 'react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { RECOMMENDER_TEXTS } from '@portal/shared-contracts/insights';
import { PageHeader, useBus } from '@portal/shared-ui';
import { Recommender } from '../features/recommender';

/**
 * /recommendations (issue 17, 002 §2) for users with viewRecommender (the host shows the
 * others the upsell panel): tracks the page view on entry, then the full recommender.
 */
export default function RecommendationsPage(): ReactElement {
  const bus = useBus();
  useEffect(() => {
    bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.recommenderPageView });
  }, [bus]);
  return (
    <>
      <PageHeader title={RECOMMENDER_TEXTS.title} />
      <Recommender />
    </>
  );
}
