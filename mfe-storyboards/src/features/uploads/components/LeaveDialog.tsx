import type { ReactElement } from 'react';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

export interface LeaveDialogProps {
  readonly onStay: () => void;
  readonly onLeave: () => void;
}

/** 'Upload in progress. Please do not navigate away.' (001 §4), with Stay (the default) and Leave anyway. */
export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps): ReactElement {
  return (
    <Modal open title={T.leaveTitle} onCancel={onStay} footer={null}>
      <Typography.Paragraph>{T.uploadInProgress}</Typography.Paragraph>
      <Flex justify="end" gap="small">
        <Button danger onClick={onLeave}>
          {T.leaveAnyway}
        </Button>
        <Button type="primary" onClick={onStay} autoFocus>
          {T.stay}
        </Button>
      </Flex>
    </Modal>
  );
}
