import { useId, type ReactElement } from 'react';
import { NavLink } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts/core';
import { Button, createStyles } from '@portal/shared-ui';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@portal/shared-ui/icons';
import { DEEPSTORY_UI } from '../../texts';
import { DESIGN_PAGES } from './designPages';

interface SideNavItem {
  key: string;
  path: string;
  label: string;
}

/** Discovery first, then every design stage in the order of the page table. */
const NAV_ITEMS: readonly SideNavItem[] = [
  { key: 'discovery', path: ROUTES.discovery, label: DEEPSTORY_UI.discovery },
  ...DESIGN_PAGES.map(({ key, path, navLabel }) => ({ key, path, label: navLabel })),
];

const useStyles = createStyles('deepstory-side-nav', (token) => ({
  nav: { padding: token.paddingXS },
  list: { listStyle: 'none', margin: `${token.marginXS}px 0 0`, padding: 0 },
  /** The current page's link (NavLink marks it aria-current="page") is bold on a light fill. */
  link: {
    display: 'block',
    paddingBlock: token.paddingXS,
    paddingInline: token.padding,
    borderRadius: token.borderRadiusSM,
    '&[aria-current="page"]': { fontWeight: token.fontWeightStrong, background: token.colorFillSecondary },
  },
}));

export interface DesignSideNavProps {
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The Deep Story section navigation. A disclosure button (aria-expanded) shows or
 * hides the list; plain links rather than an antd Menu keep the links out of a
 * `menu` role, where nested interactive elements fail accessibility checks.
 */
export function DesignSideNav({ collapsed, onToggle }: DesignSideNavProps): ReactElement {
  const listId = useId();
  const classes = useStyles();
  return (
    <nav aria-label={DEEPSTORY_UI.sideNavLabel} className={classes.nav}>
      <Button
        type="text"
        aria-label={DEEPSTORY_UI.toggleSideNav}
        aria-expanded={!collapsed}
        aria-controls={listId}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <ul id={listId} hidden={collapsed} className={classes.list}>
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} end className={classes.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
