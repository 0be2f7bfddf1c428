import type { ReactElement, ReactNode } from 'react';
import { Flex, Typography } from '../antd';
import { InboxOutlined } from '@ant-design/icons';
import { createStyles, overAntd } from '../styles';

const useStyles = createStyles('empty-state', (token) => ({
  root: { padding: `${token.paddingXL}px ${token.padding}px`, textAlign: 'center' },
  icon: { fontSize: token.fontSizeHeading1, color: token.colorTextSecondary, lineHeight: 1 },
  title: overAntd({ fontSize: token.fontSizeHeading5 }),
  action: { marginBlockStart: token.marginXS },
}));

export interface EmptyStateProps {
  /** What is missing, e.g. "No storyboards available." (from shared-contracts messages). */
  readonly title: string;
  /** A sentence on why the list is empty or what to do next. */
  readonly description?: ReactNode;
  /** An icon or illustration; decorative, so hidden from screen readers. Defaults to an inbox. */
  readonly icon?: ReactNode;
  /** A call to action, e.g. a button that creates the first item or resets the filters. */
  readonly action?: ReactNode;
}

/**
 * What a list, table or grid shows when it has nothing to show. A status region, so a
 * screen reader hears the title when a search comes back empty.
 */
export function EmptyState({ title, description, icon, action }: EmptyStateProps): ReactElement {
  const classes = useStyles();
  return (
    <Flex vertical align="center" gap="small" role="status" className={classes.root}>
      <span aria-hidden="true" className={classes.icon}>
        {icon ?? <InboxOutlined />}
      </span>
      <Typography.Text strong className={classes.title}>
        {title}
      </Typography.Text>
      {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </Flex>
  );
}
