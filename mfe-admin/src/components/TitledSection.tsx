import { useId, type ReactElement, type ReactNode } from 'react';
import { Typography, createStyles } from '@portal/shared-ui';

const useStyles = createStyles('admin-section', (token) => ({
  section: { display: 'flex', flexDirection: 'column', gap: token.margin, marginBlockStart: token.margin },
  heading: { margin: 0 },
}));

export interface TitledSectionProps {
  readonly title: string;
  /** 2 for a tab's sections (under the page's "Admin"), 3 inside the user page. */
  readonly level: 2 | 3;
  readonly children: ReactNode;
}

/** A region named by its heading, so a screen reader lists it among the landmarks. */
export function TitledSection({ title, level, children }: TitledSectionProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Typography.Title level={level} id={id} className={classes.heading}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
