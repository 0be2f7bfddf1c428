import { useCallback, useState, type ReactElement } from 'react';
import { FEATURES } from '@portal/shared-contracts/core';
import { BRIEF_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { Button, useSessionSnapshot } from '@portal/shared-ui';
import { CreateBriefDialog } from './CreateBriefDialog';

export interface CreateBriefButtonProps {
  /** The primary action of its place (the request page), or a plain button beside others. */
  readonly primary?: boolean;
}

/**
 * "Create Brief" (001 §2), on My Storyboards and /requestform: opens the modal. Shown to
 * sessions with the requestStoryboard feature, as the Request Storyboard button is (001 §6).
 */
export function CreateBriefButton({ primary = false }: CreateBriefButtonProps): ReactElement | null {
  const { features } = useSessionSnapshot();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!features.includes(FEATURES.requestStoryboard)) return null;
  return (
    <>
      <Button type={primary ? 'primary' : 'default'} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {T.createBrief}
      </Button>
      {open ? <CreateBriefDialog onClose={close} /> : null}
    </>
  );
}
