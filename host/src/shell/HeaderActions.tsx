import { memo, type ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { PROFILE_MENU_LABELS, ROLES, ROUTES, type SessionSnapshot } from '@portal/shared-contracts/core';
import { Space } from '@portal/shared-ui';
import { ToolOutlined } from '@portal/shared-ui/icons';
import { Tooltip } from '@portal/shared-ui/widgets';
import { useHeaderStyles } from './headerStyle';
import { ProfileMenu } from './ProfileMenu';

/**
 * The signed-in side of the header: Need Help?, the admin-only storymaker icon and the
 * profile menu. A lazy chunk (with antd's tooltip and dropdown), loaded once signed in.
 * Memoised, as the shell's other parts that do not depend on the path: a click in the
 * nav re-renders the shell, and the time it takes delays the page (issue 19).
 */
function HeaderActions({ session }: { session: SessionSnapshot }): ReactElement {
  const classes = useHeaderStyles();
  return (
    <Space size="middle">
      <Link to={ROUTES.needHelp} className={classes.link}>
        {PROFILE_MENU_LABELS.needHelpLink}
      </Link>
      {session.user?.role === ROLES.admin ? (
        <Tooltip title="StoryMaker">
          <Link to={ROUTES.storymaker} aria-label="StoryMaker" className={classes.link}>
            <ToolOutlined className={classes.icon} />
          </Link>
        </Tooltip>
      ) : null}
      <ProfileMenu session={session} />
    </Space>
  );
}

export default memo(HeaderActions);
