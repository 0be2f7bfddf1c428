import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function VideosPage(): ReactElement {
  return <PageHeader title="Videos" />;
}
