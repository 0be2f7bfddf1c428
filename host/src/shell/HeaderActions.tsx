import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { PROFILE_MENU_LABELS, ROLES, ROUTES, type SessionSnapshot } from '@portal/shared-contracts';
import { Space, ToolOutlined } from '@portal/shared-ui';
import { Tooltip } from '@portal/shared-ui/widgets';
import { HEADER_LINK_STYLE } from './headerStyle';
import { ProfileMenu } from './ProfileMenu';

/**
 * The signed-in side of the header: Need Help?, the admin-only storymaker icon and the
 * profile menu. A lazy chunk (with antd's tooltip and dropdown), loaded once signed in.
 */
export default function HeaderActions({ session }: { session: SessionSnapshot }): ReactElement {
  return (
    <Space size="middle">
      <Link to={ROUTES.needHelp} style={HEADER_LINK_STYLE}>
        {PROFILE_MENU_LABELS.needHelpLink}
      </Link>
      {session.user?.role === ROLES.admin ? (
        <Tooltip title="StoryMaker">
          <Link to={ROUTES.storymaker} aria-label="StoryMaker" style={HEADER_LINK_STYLE}>
            <ToolOutlined style={{ fontSize: 18 }} />
          </Link>
        </Tooltip>
      ) : null}
      <ProfileMenu session={session} />
    </Space>
  );
}
