import type { ReactElement, ReactNode } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Layout, createStyles, overAntd } from '@portal/shared-ui';

const useStyles = createStyles('shell-frame', (token) => ({
  page: { minHeight: '100vh' },
  content: overAntd({ padding: token.paddingLG }),
  guestContent: overAntd({ padding: 0 }),
}));

export interface ShellFrameProps {
  /** Above the header: the notice of remote overrides. */
  readonly notice?: ReactNode;
  readonly header: ReactNode;
  /** The side navigation (or its placeholder), when the page has one. */
  readonly nav?: ReactNode;
  /** A sign-in or sign-up page: the content spans the page, without padding. */
  readonly guest: boolean;
  /** The page. */
  readonly children: ReactNode;
  /** After the content: dialogs, notices and toasts. */
  readonly overlays?: ReactNode;
}

/**
 * The shell's layout: skip link, header, navigation and the page's one `<main>` landmark.
 * The live shell (App) and the build's snapshot of a signed-out visitor's page
 * (snapshots.tsx, docs/adr/050) both render it, so the snapshot is laid out as the page.
 */
export function ShellFrame({ notice, header, nav, guest, children, overlays }: ShellFrameProps): ReactElement {
  const classes = useStyles();
  return (
    <Layout className={classes.page}>
      <a className="skip-link" href="#main-content">
        {SHELL_MESSAGES.skipToContent}
      </a>
      {notice}
      {header}
      {/* hasSider from the first render: antd's Layout otherwise finds its Sider in an effect, after one frame stacked above the content. */}
      <Layout hasSider={!!nav}>
        {nav}
        {/* antd's Layout.Content is the page's one <main> landmark. */}
        <Layout.Content className={guest ? classes.guestContent : classes.content} id="main-content" tabIndex={-1}>
          {children}
        </Layout.Content>
      </Layout>
      {overlays}
    </Layout>
  );
}
