import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function MetricsPage(): ReactElement {
  return <PageHeader title="Metrics" />;
}
