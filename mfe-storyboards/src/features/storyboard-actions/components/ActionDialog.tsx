import type { FormEvent, ReactElement, ReactNode } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { Button, Flex, createStyles } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';

const useStyles = createStyles('storyboard-action-dialog', (token) => ({
  actions: { marginBlockStart: token.marginLG },
}));

export interface ActionDialogProps {
  readonly title: string;
  readonly confirmLabel: string;
  /** False keeps the confirm button disabled (a field is missing or invalid). */
  readonly ready: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of the bar's dialogs (release, clone, move to marketplace, move to customer):
 * a form whose submit confirms, with Cancel beside it. The bar mounts a dialog while it is
 * open, so each opening starts from its defaults.
 */
export function ActionDialog({ title, confirmLabel, ready, onConfirm, onCancel, children }: ActionDialogProps): ReactElement {
  const classes = useStyles();
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (ready) onConfirm();
  };
  return (
    <Modal open title={title} footer={null} onCancel={onCancel} destroyOnHidden>
      <form onSubmit={submit} aria-label={title} noValidate>
        {children}
        <Flex justify="end" gap="small" className={classes.actions}>
          <Button onClick={onCancel}>{LABELS.cancel}</Button>
          <Button type="primary" htmlType="submit" disabled={!ready}>
            {confirmLabel}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
