import { useRef, useState, type ReactElement } from 'react';
import { ADMIN_LABELS, type AdminAction, type AdminIdentityUser, type AdminSubscription } from '@portal/shared-contracts/admin';
import { Button, Flex } from '@portal/shared-ui';
import { ActionDialog } from './ActionDialog';

export interface UserActionsProps {
  readonly user: AdminIdentityUser;
  /** The user's current subscription (newest first), or null without one. */
  readonly subscription: AdminSubscription | null;
  /** The action succeeded and the admin closed its success message: reload what it changed (or leave, after a delete). */
  readonly onDone: (action: AdminAction) => void;
}

/** Cancel is offered only for a subscription that exists and is not cancelled already (002 §2). */
export function canCancel(user: AdminIdentityUser, subscription: AdminSubscription | null): boolean {
  return subscription !== null && subscription.status !== 'canceled' && user['custom:stripe-customer-id'] !== null;
}

/**
 * The actions on one user (002 §2): edit industry, cancel subscription and delete user,
 * each through its modal with the irreversible warning and the admin's re-authentication.
 */
export function UserActions({ user, subscription, onDone }: UserActionsProps): ReactElement {
  const [open, setOpen] = useState<AdminAction | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const start = (action: AdminAction) => (): void => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(action);
  };
  const close = (succeeded: boolean): void => {
    const done = open;
    setOpen(null);
    // Focus goes back where it was (the button, or the first one when a cancel took its button away).
    const back = opener.current?.isConnected ? opener.current : group.current?.querySelector('button');
    requestAnimationFrame(() => back?.focus());
    if (succeeded && done) onDone(done);
  };
  return (
    <>
      <Flex ref={group} role="group" aria-label={ADMIN_LABELS.userActions} gap="small" wrap>
        <Button onClick={start('update_industry')}>{ADMIN_LABELS.editIndustry}</Button>
        {canCancel(user, subscription) ? <Button onClick={start('cancel_subscription')}>{ADMIN_LABELS.cancelSubscription}</Button> : null}
        <Button danger onClick={start('delete_user')}>
          {ADMIN_LABELS.deleteUser}
        </Button>
      </Flex>
      {open ? <ActionDialog key={open} action={open} user={user} subscription={subscription} onClose={close} /> : null}
    </>
  );
}
