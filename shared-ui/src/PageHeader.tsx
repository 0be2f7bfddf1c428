import type { ReactElement, ReactNode } from 'react';
import { Typography } from './antd';
import { usePageTitle } from './mountContext';

/** A page's visible heading; also sets the document title (portal prefix + title). */
export function PageHeader({ title, heading, children }: { title: string; heading?: string; children?: ReactNode }): ReactElement {
  usePageTitle(title);
  return (
    <header style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {heading ?? title}
      </Typography.Title>
      {children}
    </header>
  );
}
