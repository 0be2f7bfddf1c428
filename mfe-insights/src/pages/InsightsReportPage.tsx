import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function InsightsReportPage(): ReactElement {
  return <PageHeader title="Insights Report" />;
}
