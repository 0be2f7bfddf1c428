import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANALYTICS_EVENTS, ROUTES, type SessionSnapshot } from '@portal/shared-contracts';
import { Button, Dropdown, UserOutlined, type MenuProps } from '@portal/shared-ui';
import { useServices } from '../services';

/** The header's profile button and menu (000 §2). */
export function ProfileMenu({ session }: { session: SessionSnapshot }): ReactElement {
  const navigate = useNavigate();
  const { bus, session: api } = useServices();
  const user = session.user;
  const name = [user?.givenName, user?.familyName].filter(Boolean).join(' ') || '-';
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ lineHeight: 1.4 }}>
          <div style={{ fontWeight: 600, color: '#1f1f1f' }}>{name}</div>
          <div style={{ color: '#595959' }}>{user?.email ?? '-'}</div>
          <div style={{ color: '#595959' }}>Current subscription: {user?.subscriptionName ?? 'N/A'}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'help', label: 'Need help?', onClick: () => navigate(ROUTES.needHelp) },
    {
      key: 'subscription',
      label: 'Manage subscription',
      onClick: () => {
        bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.manageSubscriptionClicked });
        navigate(ROUTES.subscription);
      },
    },
    { key: 'terms', label: 'Terms & Condition', onClick: () => navigate('/policy/Terms') },
    { key: 'privacy', label: 'Privacy policy', onClick: () => navigate('/policy/Privacy') },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', onClick: () => void api.signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label="Profile menu" icon={<UserOutlined style={{ color: '#fff', fontSize: 18 }} />} />
    </Dropdown>
  );
}
