import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, SHELL_MESSAGES } from '@portal/shared-contracts';
import { UpgradePanel } from '@portal/shared-ui';
import { usePageTitle } from '../usePageTitle';

/** A feature-gated route the user's tier does not include. */
export default function UpgradeRoutePage({ title }: { title: string }): ReactElement {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <UpgradePanel
      title={title}
      description={SHELL_MESSAGES.featureNotInPlan}
      upgradeHref={ROUTES.subscription}
      onNavigate={(to) => navigate(to)}
    />
  );
}
