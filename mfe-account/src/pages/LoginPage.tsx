import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function LoginPage(): ReactElement {
  return <PageHeader title="Login" />;
}
