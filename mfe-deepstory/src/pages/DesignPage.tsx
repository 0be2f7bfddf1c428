import type { ReactElement } from 'react';
import { PageHeader, Typography, createStyles } from '@portal/shared-ui';
import { DesignLayout } from '../features/design/DesignLayout';
import type { DesignPageEntry } from '../features/design/designPages';

const useStyles = createStyles('deepstory-design-page', () => ({
  description: { maxWidth: 640 },
}));

/** One design placeholder page (002 §2), drawn from its entry in `DESIGN_PAGES`. */
export default function DesignPage({ page }: { page: DesignPageEntry }): ReactElement {
  const classes = useStyles();
  return (
    <DesignLayout>
      <PageHeader title={page.title} />
      <Typography.Paragraph className={classes.description}>{page.description}</Typography.Paragraph>
    </DesignLayout>
  );
}
