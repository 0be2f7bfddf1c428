import type { ReactElement } from 'react';
import { Typography, usePageTitle } from '@portal/shared-ui';

export default function MetricsPage(): ReactElement {
  usePageTitle('Metrics');
  return <Typography.Title level={1}>Metrics</Typography.Title>;
}
