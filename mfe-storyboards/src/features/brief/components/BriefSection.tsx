import { useId, type ReactElement, type ReactNode } from 'react';
import { Typography, createStyles, overAntd } from '@portal/shared-ui';

const useStyles = createStyles('brief-section', (token) => ({
  section: { marginBlockEnd: token.marginLG },
  heading: overAntd({ fontSize: token.fontSizeHeading5, marginBlockStart: 0, marginBlockEnd: token.marginSM }),
}));

export interface BriefSectionProps {
  readonly heading: string;
  readonly children: ReactNode;
}

/** One group of the brief (001 §2: client details, storyboard details, users...), a region named by its heading. */
export function BriefSection({ heading, children }: BriefSectionProps): ReactElement {
  const classes = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Typography.Title level={2} id={id} className={classes.heading}>
        {heading}
      </Typography.Title>
      {children}
    </section>
  );
}
