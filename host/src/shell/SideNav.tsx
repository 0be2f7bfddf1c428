import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from '@portal/shared-ui/router';
import { SHELL_MESSAGES, type NavIcon, type NavItem } from '@portal/shared-contracts/core';
import { Badge, Button, Layout, createStyles, overAntd } from '@portal/shared-ui';
import {
  BarChartOutlined,
  BulbOutlined,
  ExperimentOutlined,
  HomeOutlined,
  LineChartOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RobotOutlined,
  AppstoreOutlined,
  VideoCameraOutlined,
} from '@portal/shared-ui/icons';
import { Menu } from '@portal/shared-ui/widgets';
import type { HostDispatch, HostState } from '../store';
import { navToggled } from './slice';
import { activeNavKey } from '../routing/guard';
import { NAV_COLLAPSED_WIDTH_PX, NAV_WIDTH_PX } from './navSize';

const useStyles = createStyles('side-nav', (token) => ({
  toggle: overAntd({ height: token.controlHeightLG + 4 }),
  badge: { marginInlineStart: token.marginXS },
}));

const ICONS: Record<NavIcon, ReactElement> = {
  home: <HomeOutlined />,
  deepstory: <ExperimentOutlined />,
  storyboards: <AppstoreOutlined />,
  videos: <VideoCameraOutlined />,
  metrics: <LineChartOutlined />,
  insights: <BarChartOutlined />,
  recommender: <RobotOutlined />,
};

/** Left navigation, collapsible to icons; badges come from `nav/badgeChanged` events. */
export function SideNav({ items }: { items: readonly NavItem[] }): ReactElement {
  const collapsed = useSelector((s: HostState) => s.shell.navCollapsed);
  const badges = useSelector((s: HostState) => s.shell.badges);
  const dispatch = useDispatch<HostDispatch>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = activeNavKey(items, pathname);
  const classes = useStyles();
  return (
    <Layout.Sider collapsed={collapsed} width={NAV_WIDTH_PX} collapsedWidth={NAV_COLLAPSED_WIDTH_PX} theme="light" aria-label={SHELL_MESSAGES.mainNavigation}>
      <Button
        type="text"
        block
        onClick={() => dispatch(navToggled())}
        aria-expanded={!collapsed}
        aria-label={collapsed ? SHELL_MESSAGES.expandNavigation : SHELL_MESSAGES.collapseNavigation}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        className={classes.toggle}
      />
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={items.map((item) => {
          const count = item.badge ? badges[item.badge] ?? 0 : 0;
          return {
            key: item.key,
            icon: ICONS[item.icon] ?? <BulbOutlined />,
            label: (
              <a href={item.path} onClick={(e) => { e.preventDefault(); navigate(item.path); }}>
                {item.label}
                {count > 0 ? <Badge count={count} size="small" className={classes.badge} aria-label={`${count} new`} /> : null}
              </a>
            ),
            title: item.label,
          };
        })}
      />
    </Layout.Sider>
  );
}
