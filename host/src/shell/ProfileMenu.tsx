import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import {
  ANALYTICS_EVENTS,
  PROFILE_MENU_LABELS as L,
  ROLES,
  ROUTES,
  SHELL_MESSAGES,
  currentSubscription,
  type SessionSnapshot,
} from '@portal/shared-contracts/core';
import { Button, createStyles } from '@portal/shared-ui';
import { UserOutlined } from '@portal/shared-ui/icons';
import { Dropdown, type MenuProps } from '@portal/shared-ui/widgets';
import { useServices } from '../services';
import { useHeaderStyles } from './headerStyle';

const useStyles = createStyles('profile-menu', (token) => ({
  who: { lineHeight: 1.4 },
  name: { fontWeight: token.fontWeightStrong, color: token.colorText },
  detail: { color: token.colorTextSecondary },
}));

const ChangePasswordModal = lazy(() => import('./ChangePasswordModal'));

/** Query parameter that opens the card form on the subscription hub (billing issue). */
export const UPDATE_CARD_QUERY = 'updateCard=1';

/** The header's profile button and menu (000 §2). */
export function ProfileMenu({ session }: { session: SessionSnapshot }): ReactElement {
  const navigate = useNavigate();
  const { bus, session: api } = useServices();
  const [changingPassword, setChangingPassword] = useState(false);
  const user = session.user;
  const classes = useStyles();
  const header = useHeaderStyles();
  const name = [user?.givenName, user?.familyName].filter(Boolean).join(' ') || SHELL_MESSAGES.missingName;
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className={classes.who}>
          <div className={classes.name}>{name}</div>
          <div className={classes.detail}>{user?.email ?? SHELL_MESSAGES.missingName}</div>
          <div className={classes.detail}>{currentSubscription(user?.subscriptionName)}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'password', label: L.changePassword, onClick: () => setChangingPassword(true) },
    { key: 'help', label: L.needHelp, onClick: () => navigate(ROUTES.needHelp) },
    {
      key: 'subscription',
      label: L.manageSubscription,
      onClick: () => {
        bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.manageSubscriptionClicked });
        navigate(ROUTES.subscription);
      },
    },
    { key: 'terms', label: L.termsAndCondition, onClick: () => navigate('/policy/Terms') },
    { key: 'privacy', label: L.privacyPolicy, onClick: () => navigate('/policy/Privacy') },
    { key: 'card', label: L.updateCardDetails, onClick: () => navigate(`${ROUTES.subscription}?${UPDATE_CARD_QUERY}`) },
    ...(user?.role === ROLES.admin ? [{ key: 'admin', label: L.admin, onClick: () => navigate(ROUTES.admin) }] : []),
    { type: 'divider' },
    { key: 'logout', label: L.logout, onClick: () => void api.signOut() },
  ];
  return (
    <>
    {changingPassword ? (
      <Suspense fallback={null}>
        <ChangePasswordModal open onClose={() => setChangingPassword(false)} session={api} snapshot={session} />
      </Suspense>
    ) : null}
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label={SHELL_MESSAGES.profileMenu} icon={<UserOutlined className={header.icon} />} />
    </Dropdown>
    </>
  );
}
