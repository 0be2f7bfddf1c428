import type { ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts';
import { UpgradePanel } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/**
 * A feature-gated route the user's tier does not include: "Talk to sales", plus
 * "Upgrade Now" to the hub where the route's manifest asks for it.
 */
export default function UpgradeRoutePage({ title, upgradeNow }: { title: string; upgradeNow: boolean }): ReactElement {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <UpgradePanel
      title={title}
      description={SHELL_MESSAGES.featureNotInPlan}
      upgradeHref={upgradeNow ? ROUTES.subscription : undefined}
      onNavigate={(to) => navigate(to)}
    />
  );
}
