import type { ReactElement } from 'react';
import { Typography, createStyles, overAntd } from '@portal/shared-ui';

const useStyles = createStyles('marketplace-section-title', (token) => ({
  title: overAntd({ fontSize: token.fontSizeHeading4, marginBlockStart: 0, marginBlockEnd: token.marginSM }),
}));

/** A section heading under the page's level-1 heading (Popular, All listings). */
export function SectionTitle({ id, children }: { readonly id: string; readonly children: string }): ReactElement {
  const classes = useStyles();
  return (
    <Typography.Title level={2} id={id} className={classes.title}>
      {children}
    </Typography.Title>
  );
}
