import type { ReactElement, ReactNode } from 'react';
import { Flex, Typography } from './antd';
import { usePageTitle } from './mountContext';
import { createStyles, overAntd } from './styles';

const useStyles = createStyles('page-header', (token) => ({
  header: { marginBlockEnd: token.margin },
  heading: overAntd({ fontSize: token.fontSizeHeading3, marginBlockStart: 0 }),
  headingWithActions: overAntd({ marginBlockEnd: 0 }),
  bar: { marginBlockEnd: token.marginSM },
}));

export interface PageHeaderProps {
  /** The page title: the heading, and the document title after the portal prefix. */
  readonly title: string;
  /** A visible heading other than the title (the document title stays `title`). */
  readonly heading?: string;
  /** Page-level buttons, placed at the end of the heading's line (wrapping on narrow screens). */
  readonly actions?: ReactNode;
  /** Shown under the heading (an intro, a subtitle). */
  readonly children?: ReactNode;
}

/** A page's visible heading; also sets the document title (portal prefix + title). */
export function PageHeader({ title, heading, actions, children }: PageHeaderProps): ReactElement {
  usePageTitle(title);
  const classes = useStyles();
  const h1 = (
    <Typography.Title level={1} className={actions ? `${classes.heading} ${classes.headingWithActions}` : classes.heading}>
      {heading ?? title}
    </Typography.Title>
  );
  return (
    <header className={classes.header}>
      {actions ? (
        <Flex justify="space-between" align="center" wrap gap="middle" className={classes.bar}>
          {h1}
          <Flex wrap gap="small">
            {actions}
          </Flex>
        </Flex>
      ) : (
        h1
      )}
      {children}
    </header>
  );
}
