import { useCallback, useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { METRICS_DEFAULT_RANGE_DAYS, METRICS_LABELS as L } from '@portal/shared-contracts/insights';
import { Alert, Button, CardGridSkeleton, EmptyState, FigureTiles, Flex } from '@portal/shared-ui';
import { DayRangeFilter, useDayRangeParams } from '@portal/shared-ui/data';
import { isEmptyMetrics, metricsTiles } from '../figures';
import { metricsRequested, selectMetrics } from '../slice';
import { MetricsCharts } from './MetricsCharts';
import { PortalActivity } from './PortalActivity';

const RANGE_LABELS = { group: L.range, from: L.from, to: L.to };

/**
 * The metrics page's body (issue 17 "Metrics"; docs/adr/035): the range, then the api's
 * figures of it as tiles and charts, asked for again whenever the range changes; a
 * skeleton while they load, an empty state for a customer with nothing yet, the error with
 * Retry; portal activity below, loaded beside them.
 */
export function Metrics({ now = Date.now }: { readonly now?: () => number }): ReactElement {
  const dispatch = useDispatch();
  // The range in the URL (kept on reload and in a shared link), else the last 30 days.
  const { range, bounds, setRange } = useDayRangeParams(METRICS_DEFAULT_RANGE_DAYS, now);
  const metrics = useSelector(selectMetrics);
  const fromMs = bounds?.fromMs ?? null;
  const toMs = bounds?.toMs ?? null;
  const request = useCallback(() => {
    if (fromMs !== null && toMs !== null) dispatch(metricsRequested({ fromMs, toMs }));
  }, [dispatch, fromMs, toMs]);
  useEffect(request, [request]);

  let body: ReactElement | null = null;
  if (bounds === null) {
    body = null;
  } else if (metrics.status === 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={L.loadFailed}
        description={metrics.error ?? undefined}
        action={
          <Button size="small" onClick={request}>
            {L.retry}
          </Button>
        }
      />
    );
  } else if (metrics.status !== 'succeeded' || !metrics.summary) {
    body = <CardGridSkeleton cards={6} minCardWidth={180} label={L.figures} />;
  } else if (isEmptyMetrics(metrics.summary)) {
    body = <EmptyState title={L.empty} />;
  } else {
    body = (
      <Flex vertical gap="large">
        <FigureTiles tiles={metricsTiles(metrics.summary)} label={L.figures} />
        <MetricsCharts figures={metrics.summary} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="large">
      <DayRangeFilter range={range} onChange={setRange} labels={RANGE_LABELS} hint={L.rangeHint} />
      {body}
      {bounds === null ? null : <PortalActivity activity={metrics.activity} />}
    </Flex>
  );
}
