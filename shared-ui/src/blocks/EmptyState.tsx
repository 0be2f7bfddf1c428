import type { ReactElement, ReactNode } from 'react';
import { Flex, Typography } from '../antd';
import { InboxOutlined } from '../icons';
import { BRAND } from '../theme';

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
  return (
    <Flex vertical align="center" gap={8} role="status" style={{ padding: '32px 16px', textAlign: 'center' }}>
      <span aria-hidden="true" style={{ fontSize: 40, color: BRAND.muted, lineHeight: 1 }}>
        {icon ?? <InboxOutlined />}
      </span>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {title}
      </Typography.Text>
      {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </Flex>
  );
}
