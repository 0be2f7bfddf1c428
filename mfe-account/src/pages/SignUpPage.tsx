import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function SignUpPage(): ReactElement {
  return <PageHeader title="Sign Up" />;
}
