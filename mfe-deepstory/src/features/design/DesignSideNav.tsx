import { useId, type CSSProperties, type ReactElement } from 'react';
import { NavLink } from '@portal/shared-ui/router';
import { ROUTES } from '@portal/shared-contracts';
import { Button, MenuFoldOutlined, MenuUnfoldOutlined } from '@portal/shared-ui';
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

const listStyle: CSSProperties = { listStyle: 'none', margin: '8px 0 0', padding: 0 };

const linkStyle = ({ isActive }: { isActive: boolean }): CSSProperties => ({
  display: 'block',
  padding: '6px 16px',
  borderRadius: 6,
  fontWeight: isActive ? 600 : 400,
  background: isActive ? 'rgba(0, 0, 0, 0.06)' : undefined,
});

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
  return (
    <nav aria-label={DEEPSTORY_UI.sideNavLabel} style={{ padding: 8 }}>
      <Button
        type="text"
        aria-label={DEEPSTORY_UI.toggleSideNav}
        aria-expanded={!collapsed}
        aria-controls={listId}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <ul id={listId} hidden={collapsed} style={listStyle}>
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} end style={linkStyle}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
