import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function StoryboardsPage(): ReactElement {
  return <PageHeader title="Storyboards" />;
}
