import { Suspense, type ReactElement } from 'react';
import { Link, useLocation } from '@portal/shared-ui/router';
import { ROUTES, SHELL_MESSAGES, type SessionSnapshot } from '@portal/shared-contracts/core';
import { Layout } from '@portal/shared-ui';
import { useHeaderStyles } from './headerStyle';
import { Logo } from './Logo';
import { headerActions } from './signedInChrome';

const HeaderActions = headerActions.Component;

/**
 * Header: logo to /welcome, Need Help?, the admin-only storymaker icon and the profile
 * menu. The sign-in and sign-up pages (`guest`) carry the brand only.
 */
export function Header({ session, guest = false }: { session: SessionSnapshot; guest?: boolean }): ReactElement {
  const { pathname } = useLocation();
  const onStorymaker = pathname.toLowerCase().includes(ROUTES.storymaker);
  const signedIn = session.status === 'signedIn';
  const classes = useHeaderStyles();
  return (
    <Layout.Header className={classes.bar}>
      <Link to={signedIn ? ROUTES.welcome : ROUTES.login}>
        <Logo variant={onStorymaker ? 'storymaker' : 'portal'} />
      </Link>
      {signedIn ? (
        <Suspense fallback={null}>
          <HeaderActions session={session} />
        </Suspense>
      ) : guest ? null : (
        <Link to={ROUTES.login} className={classes.link}>
          {SHELL_MESSAGES.signIn}
        </Link>
      )}
    </Layout.Header>
  );
}
