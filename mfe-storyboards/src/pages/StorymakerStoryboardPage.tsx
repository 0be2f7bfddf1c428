import type { ReactElement } from 'react';
import { PageHeader } from '@portal/shared-ui';

export default function StorymakerStoryboardPage(): ReactElement {
  return <PageHeader title="Storymaker" />;
}
