import type { ReactElement, ReactNode } from 'react';
import { Flex, Typography } from './antd';
import { usePageTitle } from './mountContext';

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
  const h1 = (
    <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, ...(actions ? { marginBottom: 0 } : null) }}>
      {heading ?? title}
    </Typography.Title>
  );
  return (
    <header style={{ marginBottom: 16 }}>
      {actions ? (
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          {h1}
          <Flex wrap gap={8}>
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
