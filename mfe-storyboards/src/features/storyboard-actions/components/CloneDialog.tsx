import { useState, type ReactElement } from 'react';
import { CLONE_TITLE_SUFFIX, STORYBOARD_ACTION_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { ActionDialog } from './ActionDialog';
import { TitleField, titleProblem } from './TitleField';

export interface CloneDialogProps {
  /** The storyboard's title; the copy's defaults to it with " (copy)" (001 §4). */
  readonly title: string;
  readonly onClone: (title: string) => void;
  readonly onCancel: () => void;
}

/** Clone: the copy's title, "<title> (copy)" unless changed, at most 50 characters. */
export function CloneDialog({ title, onClone, onCancel }: CloneDialogProps): ReactElement {
  const [copyTitle, setCopyTitle] = useState(`${title}${CLONE_TITLE_SUFFIX}`);
  return (
    <ActionDialog
      title={T.cloneTitle}
      confirmLabel={T.cloneConfirm}
      ready={titleProblem(copyTitle) === null}
      onConfirm={() => onClone(copyTitle.trim())}
      onCancel={onCancel}
    >
      <TitleField value={copyTitle} onChange={setCopyTitle} />
    </ActionDialog>
  );
}
