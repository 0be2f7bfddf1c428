import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function RecommendationsPage(): ReactElement {
  return <PageHeader title="Recommendations" />;
}
