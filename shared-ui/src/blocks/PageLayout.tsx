import type { ReactElement, ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface PageLayoutProps {
  /** The page title: the level-1 heading, and the document title after the portal prefix. */
  readonly title: string;
  /** A visible heading other than the title (the document title stays `title`). */
  readonly heading?: string;
  /** A breadcrumb trail above the heading; the last step is the current page. */
  readonly breadcrumb?: readonly Crumb[];
  /** Page-level buttons on the heading's line. */
  readonly actions?: ReactNode;
  /** A line or two under the heading. */
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * The frame of a remote's page: breadcrumb, heading (through PageHeader, which also sets
 * the document title), actions and content. The host's shell owns the `main` landmark,
 * so this is a plain block inside it.
 */
export function PageLayout({ title, heading, breadcrumb, actions, intro, children }: PageLayoutProps): ReactElement {
  return (
    <div>
      {breadcrumb && breadcrumb.length > 0 ? <Breadcrumbs items={breadcrumb} /> : null}
      <PageHeader title={title} heading={heading} actions={actions}>
        {intro}
      </PageHeader>
      {children}
    </div>
  );
}
