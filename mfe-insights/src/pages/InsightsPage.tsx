import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function InsightsPage(): ReactElement {
  return <PageHeader title="Insights" />;
}
