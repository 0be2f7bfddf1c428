import type { ReactElement } from 'react';
import { PageHeader, Typography } from '@portal/shared-ui';
import { DesignLayout } from '../features/design/DesignLayout';
import type { DesignPageEntry } from '../features/design/designPages';

/** One design placeholder page (002 §2), drawn from its entry in `DESIGN_PAGES`. */
export default function DesignPage({ page }: { page: DesignPageEntry }): ReactElement {
  return (
    <DesignLayout>
      <PageHeader title={page.title} />
      <Typography.Paragraph style={{ maxWidth: 640 }}>{page.description}</Typography.Paragraph>
    </DesignLayout>
  );
}
