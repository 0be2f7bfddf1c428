import type { ReactElement } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { VIDEOS_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

export interface DeleteAssetsDialogProps {
  /** How many assets are selected for deleting. */
  readonly count: number;
  /** True while the deletes run: the buttons wait. */
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before the selected assets are deleted (their files go too); shown while the delete is asked or running. */
export function DeleteAssetsDialog({ count, deleting, onConfirm, onCancel }: DeleteAssetsDialogProps): ReactElement {
  return (
    <Modal
      open
      title={T.deleteTitle}
      onCancel={onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      keyboard={!deleting}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onCancel} disabled={deleting}>
            {LABELS.cancel}
          </Button>
          <Button type="primary" danger loading={deleting} onClick={onConfirm}>
            {LABELS.delete}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{T.deletePrompt(count)}</Typography.Paragraph>
    </Modal>
  );
}
