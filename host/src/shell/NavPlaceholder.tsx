import type { ReactElement } from 'react';
import { Layout } from '@portal/shared-ui';
import { NAV_COLLAPSED_WIDTH_PX, NAV_WIDTH_PX } from './navSize';

/**
 * The side navigation's place, empty: while its chunk loads or a stored session is checked,
 * and in the snapshot of a signed-in user's page (snapshots.tsx), so the content is laid out
 * where it stays once the navigation is there.
 */
export function NavPlaceholder({ collapsed }: { collapsed: boolean }): ReactElement {
  return <Layout.Sider collapsed={collapsed} width={NAV_WIDTH_PX} collapsedWidth={NAV_COLLAPSED_WIDTH_PX} theme="light" />;
}
