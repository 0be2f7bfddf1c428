import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function SubscriptionPage(): ReactElement {
  return <PageHeader title="Subscription" />;
}
