import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { UpgradePanel } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

export interface UpgradeDialogProps {
  readonly title: string;
  readonly description: string;
  /** Navigates the portal (the mount props' navigate): the subscription hub, or Talk to sales. */
  readonly onNavigate: (to: string) => void;
  readonly onClose: () => void;
}

/**
 * The upgrade path instead of an action the plan lacks (ADR 017: a Beginner customising a
 * marketplace copy or listing in the marketplace): the portal's upgrade panel, in a dialog,
 * with "Upgrade Now" to the subscription hub.
 */
export function UpgradeDialog({ title, description, onNavigate, onClose }: UpgradeDialogProps): ReactElement {
  const go = (to: string): void => {
    onClose();
    onNavigate(to);
  };
  return (
    <Modal open title={null} aria-label={title} footer={null} onCancel={onClose} destroyOnHidden>
      <UpgradePanel title={title} description={description} upgradeHref={ROUTES.subscription} onNavigate={go} />
    </Modal>
  );
}
