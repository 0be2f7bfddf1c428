import type { ReactElement } from 'react';
import { DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';
import { FILM_STEP_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Typography, useLeaveGuard } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

/**
 * While a storyboard is added to the account (002 §2, §8): closing or reloading the tab
 * gets the browser's leave prompt, and following a link of the portal (the shell's
 * navigation included) asks "Adding the storyboard to your account is in progress. Are you
 * sure you want to leave?" first; Leave goes on through the host's navigation.
 */
export function LeaveGuard({ active }: { active: boolean }): ReactElement | null {
  const { pending, stay, leave } = useLeaveGuard(active, DEEPSTORY_MESSAGES.leaveAddToAccount);
  if (pending === null) return null;
  return (
    <Modal
      open
      title={T.addToAccount}
      okText={T.leave}
      cancelText={T.stay}
      onOk={leave}
      onCancel={stay}
    >
      <Typography.Paragraph>{DEEPSTORY_MESSAGES.leaveAddToAccount}</Typography.Paragraph>
    </Modal>
  );
}
