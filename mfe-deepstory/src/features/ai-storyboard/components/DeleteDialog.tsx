import type { ReactElement } from 'react';
import { AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

export interface DeleteDialogProps {
  readonly open: boolean;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The confirm modal of a delete (002 §4 "Delete"). */
export function DeleteDialog({ open, deleting, onConfirm, onCancel }: DeleteDialogProps): ReactElement {
  return (
    <Modal
      open={open}
      title={T.deleteTitle}
      okText={T.delete}
      cancelText={T.cancel}
      okButtonProps={{ danger: true, loading: deleting }}
      cancelButtonProps={{ disabled: deleting }}
      onOk={onConfirm}
      onCancel={deleting ? undefined : onCancel}
      mask={{ closable: !deleting }}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.deleteBody}</Typography.Paragraph>
    </Modal>
  );
}
