import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { INSIGHTS_REPORT_LABELS as L } from '@portal/shared-contracts/insights';
import { Flex, LoadFailure, Skeleton } from '@portal/shared-ui';
import { useLocation } from '@portal/shared-ui/router';
import { insightsReportRequested, selectInsightsReport } from '../slice';
import { ComputedBlocks } from './ComputedBlocks';
import { PersonaBlocks } from './PersonaBlocks';

/**
 * The insights report (issue 17, 002 §2; docs/adr/035): the personas (sample content) and
 * the blocks computed from the customer's data, loaded at entry; a carousel card's #block
 * is scrolled to once the report is shown.
 */
export function InsightsReport(): ReactElement {
  const dispatch = useDispatch();
  const { status, report, error } = useSelector(selectInsightsReport);
  const { hash } = useLocation();
  useEffect(() => {
    dispatch(insightsReportRequested());
  }, [dispatch]);
  useEffect(() => {
    if (status !== 'succeeded' || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [status, hash]);

  let computed: ReactElement;
  if (status === 'failed') {
    computed = <LoadFailure title={L.loadFailed} message={error} onRetry={() => dispatch(insightsReportRequested())} />;
  } else if (status !== 'succeeded' || !report) {
    computed = (
      <div role="status" aria-label={L.loading}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else {
    computed = <ComputedBlocks report={report} />;
  }
  return (
    <Flex vertical gap="large">
      {computed}
      <PersonaBlocks />
    </Flex>
  );
}
