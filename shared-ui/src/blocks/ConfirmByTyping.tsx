import { useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { LABELS } from '@portal/shared-contracts/core';
import { Button, Flex, Typography } from '../antd';
import { Input } from '../formsAntd';
import { createStyles } from '../styles';
import { Modal } from '../widgetsAntd';

const useStyles = createStyles('confirm-by-typing', (token) => ({
  prompt: { display: 'block', marginBlockEnd: token.marginXS },
  actions: { marginBlockStart: token.marginLG },
}));

export interface ConfirmByTypingProps {
  readonly open: boolean;
  /** Dialog title, e.g. CONFIRM_DIALOG_TEXTS.deleteStoryboardTitle. */
  readonly title: string;
  /** The word to type, e.g. CONFIRM_WORDS.DELETE ('delete') or CONFIRM_WORDS.UNLIST. */
  readonly word: string;
  /** The instruction, also the input's label, e.g. "Type 'delete' to confirm deletion." */
  readonly prompt: string;
  /** The confirm button's text, e.g. CONFIRM_DIALOG_TEXTS.deleteButton. */
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** What confirming does (e.g. ADMIN_MESSAGES.irreversible). */
  readonly description?: ReactNode;
  /** While the action runs: the confirm button spins and cannot be pressed again. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Whether what the user typed is the confirmation word (surrounding spaces ignored). */
export function confirmWordTyped(typed: string, word: string): boolean {
  return typed.trim() === word;
}

type BodyProps = Omit<ConfirmByTypingProps, 'open' | 'title'>;

/** The form lives in its own component so each opening starts with an empty input. */
function ConfirmForm({ word, prompt, confirmLabel, cancelLabel = LABELS.cancel, description, busy = false, onConfirm, onCancel }: BodyProps): ReactElement {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const ready = confirmWordTyped(typed, word);
  const classes = useStyles();
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (ready && !busy) onConfirm();
  };
  return (
    <form onSubmit={submit}>
      {description ? <Typography.Paragraph>{description}</Typography.Paragraph> : null}
      <label htmlFor={inputId} className={classes.prompt}>
        {prompt}
      </label>
      <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
      <Flex justify="end" gap="small" className={classes.actions}>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button type="primary" danger htmlType="submit" disabled={!ready} loading={busy}>
          {confirmLabel}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * A dialog whose confirm button stays disabled until the user types a given word:
 * deleting a storyboard or a reusable asset ('delete'), unlisting one ('unlist')
 * (001 §4, §5). Callers pass the texts from shared-contracts (CONFIRM_DIALOG_TEXTS).
 */
export function ConfirmByTyping({ open, title, onCancel, ...body }: ConfirmByTypingProps): ReactElement {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onCancel} destroyOnHidden mask={{ closable: !body.busy }}>
      <ConfirmForm {...body} onCancel={onCancel} />
    </Modal>
  );
}
