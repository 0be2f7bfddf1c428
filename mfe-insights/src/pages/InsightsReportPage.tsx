import type { ReactElement } from 'react';
import { INSIGHTS_REPORT_LABELS as L } from '@portal/shared-contracts/insights';
import { PageHeader } from '@portal/shared-ui';
import { InsightsReport } from '../features/insights-report';

/** /insightsreport and /InsightsReport (002 §2): the insights report. */
export default function InsightsReportPage(): ReactElement {
  return (
    <>
      <PageHeader title={L.title} />
      <InsightsReport />
    </>
  );
}
