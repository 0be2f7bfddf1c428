import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { ADMIN_DASHBOARD_LABELS, ADMIN_DASHBOARD_MESSAGES, ADMIN_FIGURES, ADMIN_LABELS } from '@portal/shared-contracts/admin';
import { EmptyState, FigureTiles, Flex, LoadFailure } from '@portal/shared-ui';
import { LoadingNote } from '../../../components/LoadingNote';
import { useDateRange } from '../../date-range';
import { dashboardTiles, isEmptyDashboard } from '../figures';
import { dashboardRequested, selectDashboard } from '../slice';
import { DashboardCharts } from './DashboardCharts';

/**
 * The Dashboard tab (issue 16, 002 §2, §4; docs/adr/032): the figures of the date filter's
 * range, asked for again whenever the range changes; nothing while the filter is invalid
 * (it shows its own error).
 */
export function Dashboard(): ReactElement {
  const dispatch = useDispatch();
  const { bounds } = useDateRange();
  const dashboard = useSelector(selectDashboard);
  const fromMs = bounds?.fromMs ?? null;
  const toMs = bounds?.toMs ?? null;
  useEffect(() => {
    if (fromMs !== null && toMs !== null) dispatch(dashboardRequested({ fromMs, toMs }));
  }, [dispatch, fromMs, toMs]);

  let body: ReactElement | null;
  if (fromMs === null || toMs === null) {
    body = null;
  } else if (dashboard.status === 'failed') {
    body = (
      <LoadFailure
        title={ADMIN_DASHBOARD_MESSAGES.loadFailed}
        message={dashboard.error}
        retryLabel={SHELL_MESSAGES.retry}
        onRetry={() => dispatch(dashboardRequested({ fromMs, toMs }))}
      />
    );
  } else if (dashboard.status !== 'succeeded' || !dashboard.figures) {
    body = <LoadingNote what={ADMIN_DASHBOARD_MESSAGES.loading} seconds={ADMIN_FIGURES.LOADER_SECONDS.USER_DATA} rows={4} />;
  } else if (isEmptyDashboard(dashboard.figures)) {
    body = <EmptyState title={ADMIN_DASHBOARD_MESSAGES.noCustomers} description={ADMIN_DASHBOARD_MESSAGES.noCustomersHint} />;
  } else {
    body = (
      <Flex vertical gap="large">
        <FigureTiles tiles={dashboardTiles(dashboard.figures)} label={ADMIN_DASHBOARD_LABELS.figures} />
        <DashboardCharts figures={dashboard.figures} />
      </Flex>
    );
  }
  return <section aria-label={ADMIN_LABELS.dashboard}>{body}</section>;
}
