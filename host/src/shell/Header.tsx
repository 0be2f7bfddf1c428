import type { ReactElement } from 'react';
import { Link, useLocation } from '@portal/shared-ui/router';
import { PROFILE_MENU_LABELS, ROLES, ROUTES, SHELL_MESSAGES, type SessionSnapshot } from '@portal/shared-contracts';
import { Layout, Space, ToolOutlined, Tooltip } from '@portal/shared-ui';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';

const linkStyle = { color: '#ffffff', fontWeight: 500 } as const;

/** Header: logo to /welcome, Need Help?, the admin-only storymaker icon and the profile menu. */
export function Header({ session }: { session: SessionSnapshot }): ReactElement {
  const { pathname } = useLocation();
  const onStorymaker = pathname.toLowerCase().includes(ROUTES.storymaker);
  const signedIn = session.status === 'signedIn';
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
      <Link to={signedIn ? ROUTES.welcome : ROUTES.login}>
        <Logo variant={onStorymaker ? 'storymaker' : 'portal'} />
      </Link>
      {signedIn ? (
        <Space size="middle">
          <Link to={ROUTES.needHelp} style={linkStyle}>
            {PROFILE_MENU_LABELS.needHelpLink}
          </Link>
          {session.user?.role === ROLES.admin ? (
            <Tooltip title="StoryMaker">
              <Link to={ROUTES.storymaker} aria-label="StoryMaker" style={linkStyle}>
                <ToolOutlined style={{ fontSize: 18 }} />
              </Link>
            </Tooltip>
          ) : null}
          <ProfileMenu session={session} />
        </Space>
      ) : (
        <Link to={ROUTES.login} style={linkStyle}>
          {SHELL_MESSAGES.signIn}
        </Link>
      )}
    </Layout.Header>
  );
}
