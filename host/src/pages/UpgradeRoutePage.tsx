import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@portal/shared-contracts';
import { UpgradePanel } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/** A feature-gated route the user's tier does not include. */
export default function UpgradeRoutePage({ title }: { title: string }): ReactElement {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <UpgradePanel
      title={title}
      description="Your current plan does not include this area. Talk to our sales team or upgrade your subscription to use it."
      upgradeHref={ROUTES.subscription}
      onNavigate={(to) => navigate(to)}
    />
  );
}
