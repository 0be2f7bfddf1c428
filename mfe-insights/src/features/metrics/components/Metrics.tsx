import { useCallback, useEffect, useMemo, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { METRICS_LABELS as L } from '@portal/shared-contracts';
import { Alert, Button, CardGridSkeleton, EmptyState, Flex } from '@portal/shared-ui';
import { useSearchParams } from '@portal/shared-ui/router';
import { isEmptyMetrics, metricsTiles } from '../figures';
import { boundsOf, lastDays, type DayRange } from '../range';
import { metricsRequested, selectMetrics } from '../slice';
import { MetricsCharts } from './MetricsCharts';
import { MetricsRange } from './MetricsRange';
import { MetricsTiles } from './MetricsTiles';
import { PortalActivity } from './PortalActivity';

/** The range in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, kept on reload and in a shared link), else the last 30 days. */
function useDayRange(now: () => number): [DayRange, (next: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => {
    const fallback = lastDays(now());
    return { from: from ?? fallback.from, to: to ?? fallback.to };
  }, [from, to, now]);
  const setRange = useCallback(
    (next: DayRange) => setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.from);
      updated.set('to', next.to);
      return updated;
    }, { replace: true }),
    [setParams],
  );
  return [range, setRange];
}

/**
 * The metrics page's body (issue 17 "Metrics"; docs/adr/035): the range, then the api's
 * figures of it as tiles and charts, asked for again whenever the range changes; a
 * skeleton while they load, an empty state for a customer with nothing yet, the error with
 * Retry; portal activity below, loaded beside them.
 */
export function Metrics({ now = Date.now }: { readonly now?: () => number }): ReactElement {
  const dispatch = useDispatch();
  const [range, setRange] = useDayRange(now);
  const metrics = useSelector(selectMetrics);
  const bounds = boundsOf(range);
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
        <MetricsTiles tiles={metricsTiles(metrics.summary)} />
        <MetricsCharts figures={metrics.summary} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="large">
      <MetricsRange range={range} onChange={setRange} />
      {body}
      {bounds === null ? null : <PortalActivity activity={metrics.activity} />}
    </Flex>
  );
}
