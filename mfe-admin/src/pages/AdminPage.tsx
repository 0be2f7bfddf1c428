import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function AdminPage(): ReactElement {
  return <PageHeader title="Admin" />;
}
