import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function StorymakerPage(): ReactElement {
  return <PageHeader title="Storymaker" />;
}
