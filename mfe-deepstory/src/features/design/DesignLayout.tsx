import type { ReactElement, ReactNode } from 'react';
import { Link } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { Flex, Layout, createStyles } from '@portal/shared-ui';
import { UserOutlined } from '@portal/shared-ui/icons';
import { DEEPSTORY_UI } from '../../texts';
import { DesignSideNav } from './DesignSideNav';
import { useSideNavCollapsed } from './sideNavPreference';

const SIDER_WIDTH = 220;
/** Wide enough for the toggle button, so a collapsed navigation can be reopened. */
const SIDER_COLLAPSED_WIDTH = 48;

const useStyles = createStyles('deepstory-design-layout', (token) => ({
  /** The host's page shows through: no layout background of its own. */
  frame: { background: 'transparent', minHeight: '100%' },
  page: { flex: 1, minWidth: 0, paddingBlock: token.padding, paddingInline: token.paddingLG },
}));

/**
 * The frame of the Deep Story design pages: the collapsible section navigation on the
 * left and the page on the right. The portal header with the profile menu belongs to
 * the host, so the page offers its own way to the profile settings (002 §2).
 */
export function DesignLayout({ children }: { children: ReactNode }): ReactElement {
  const { collapsed, onToggle } = useSideNavCollapsed();
  const classes = useStyles();
  return (
    <Layout className={classes.frame}>
      <Layout.Sider
        theme="light"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
      >
        <DesignSideNav collapsed={collapsed} onToggle={onToggle} />
      </Layout.Sider>
      {/* A plain region, not Layout.Content: that is a <main>, and the host's page already is one. */}
      <div className={classes.page}>
        <Flex justify="flex-end">
          <Link to={ROUTES.subscription}>
            <UserOutlined aria-hidden /> {DEEPSTORY_UI.profileSettings}
          </Link>
        </Flex>
        {children}
      </div>
    </Layout>
  );
}
