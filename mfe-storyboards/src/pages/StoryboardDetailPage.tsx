import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function StoryboardDetailPage(): ReactElement {
  return <PageHeader title="Edit Storyboard" />;
}
