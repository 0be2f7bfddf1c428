import { lazy, Suspense, type ReactElement } from 'react';
import { Link, useLocation } from '@portal/shared-ui/router';
import { ROUTES, SHELL_MESSAGES, type SessionSnapshot } from '@portal/shared-contracts';
import { Layout } from '@portal/shared-ui';
import { HEADER_LINK_STYLE } from './headerStyle';
import { Logo } from './Logo';
import { loadHeaderActions } from './signedInChrome';

const HeaderActions = lazy(loadHeaderActions);

/**
 * Header: logo to /welcome, Need Help?, the admin-only storymaker icon and the profile
 * menu. The sign-in and sign-up pages (`guest`) carry the brand only.
 */
export function Header({ session, guest = false }: { session: SessionSnapshot; guest?: boolean }): ReactElement {
  const { pathname } = useLocation();
  const onStorymaker = pathname.toLowerCase().includes(ROUTES.storymaker);
  const signedIn = session.status === 'signedIn';
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
      <Link to={signedIn ? ROUTES.welcome : ROUTES.login}>
        <Logo variant={onStorymaker ? 'storymaker' : 'portal'} />
      </Link>
      {signedIn ? (
        <Suspense fallback={null}>
          <HeaderActions session={session} />
        </Suspense>
      ) : guest ? null : (
        <Link to={ROUTES.login} style={HEADER_LINK_STYLE}>
          {SHELL_MESSAGES.signIn}
        </Link>
      )}
    </Layout.Header>
  );
}
