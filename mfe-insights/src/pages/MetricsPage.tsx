import { useEffect, type ReactElement } from 'react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { METRICS_LABELS } from '@portal/shared-contracts/insights';
import { PageHeader, useBus } from '@portal/shared-ui';
import { Metrics } from '../features/metrics';

/** /metrics (issue 17, 002 §2): tracks "Accessed metrics page" on opening, then the customer's figures. */
export default function MetricsPage(): ReactElement {
  const bus = useBus();
  useEffect(() => {
    bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.accessedMetricsPage });
  }, [bus]);
  return (
    <>
      <PageHeader title={METRICS_LABELS.title} />
      <Metrics />
    </>
  );
}
