import type { ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from '@portal/shared-ui/router';
import { SHELL_MESSAGES, navBadgeCount, type NavIcon, type NavItem } from '@portal/shared-contracts/core';
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
import type { HostDispatch, HostState } from '../store';
import { navToggled } from './slice';
import { activeNavKey } from '../routing/guard';
import { NAV_COLLAPSED_WIDTH_PX, NAV_WIDTH_PX } from './navSize';

const useStyles = createStyles('side-nav', (token) => ({
  toggle: overAntd({ height: token.controlHeightLG + 4 }),
  list: { listStyle: 'none', margin: 0, paddingBlock: token.paddingXXS, paddingInline: token.paddingXXS },
  /** One entry, laid out as antd's inline menu lays out an item; the current page's is aria-current. */
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: token.marginSM,
    height: token.controlHeightLG,
    marginBlock: token.marginXXS,
    paddingInline: token.paddingLG - token.paddingXXS,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    // A block in a list, not a link in running text: not underlined (index.html underlines `li a`).
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    transition: `background ${token.motionDurationMid}, color ${token.motionDurationMid}`,
    '&:hover': { color: token.colorText, background: token.controlItemBgHover },
    '&[aria-current="page"]': { color: token.colorPrimary, background: token.controlItemBgActive },
    '&:focus-visible': { outline: `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`, outlineOffset: -token.lineWidthFocus },
  },
  iconOnly: { justifyContent: 'center', paddingInline: 0 },
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

/**
 * Left navigation, collapsible to icons (000 §2); badges come from `nav/badgeChanged` events.
 * A list of links, not antd's Menu: site navigation is links (a `menu` role around links
 * fails accessibility checks, as Deep Story's own navigation notes), and the Menu, with a
 * tooltip per item and its own machinery, was most of the signed-in shell's first render
 * (docs/adr/061).
 */
export function SideNav({ items }: { items: readonly NavItem[] }): ReactElement {
  const collapsed = useSelector((s: HostState) => s.shell.navCollapsed);
  const badges = useSelector((s: HostState) => s.shell.badges);
  const dispatch = useDispatch<HostDispatch>();
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
      <ul className={classes.list}>
        {items.map((item) => {
          const count = item.badge ? badges[item.badge] ?? 0 : 0;
          const countLabel = count > 0 ? navBadgeCount(count) : null;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                aria-current={item.key === selected ? 'page' : undefined}
                // Collapsed to its icon, the entry is named by its label (and its count), as when shown.
                aria-label={collapsed ? [item.label, countLabel].filter(Boolean).join(' ') : undefined}
                title={collapsed ? item.label : undefined}
                className={collapsed ? `${classes.link} ${classes.iconOnly}` : classes.link}
              >
                {/* The label names the link; the icon's own name ("home") is not read with it. */}
                <span aria-hidden>{ICONS[item.icon] ?? <BulbOutlined />}</span>
                {collapsed ? null : (
                  <span>
                    {item.label}
                    {countLabel ? <Badge count={count} size="small" className={classes.badge} aria-label={countLabel} /> : null}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Layout.Sider>
  );
}
