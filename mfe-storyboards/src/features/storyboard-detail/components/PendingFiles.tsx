import { useEffect, useRef, useState, type ReactElement } from 'react';
import { MEDIA_TYPES, STORYBOARD_DETAIL_TEXTS as T, STORYBOARD_MESSAGES, type MediaType } from '@portal/shared-contracts/storyboards';
import { Button, Typography, createStyles } from '@portal/shared-ui';
import { shelvedFile } from '../../uploads';
import { pendingList, type PendingFile, type PendingFiles } from '../draft';
import { pickerAcceptOf } from '../files';

const useStyles = createStyles('storyboard-pending-files', (token) => ({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginXXS },
  name: { overflowWrap: 'anywhere' },
  unsaved: { color: token.colorWarningText, fontSize: token.fontSizeSM, marginInlineStart: token.marginXS },
}));

/**
 * A preview of an image file waiting in the draft: an object URL of the shelved file,
 * revoked when the file leaves the draft or the panel goes. Null for other files.
 */
export function usePendingPreview(file: PendingFile | undefined): string | null {
  const fileId = file?.mediaType === MEDIA_TYPES.Image ? file.fileId : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = fileId === null ? null : shelvedFile(fileId);
    if (!bytes) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(bytes);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [fileId]);
  return url;
}

/** The files waiting in the draft, by name, each flagged "(unsaved)" as the draft's other changes are. */
export function PendingFileNotes<F extends string>({ files }: { files: PendingFiles<F> }): ReactElement | null {
  const classes = useStyles();
  const list = pendingList(files);
  if (list.length === 0) return null;
  return (
    <ul className={classes.list}>
      {list.map(({ field, file }) => (
        <li key={field}>
          <Typography.Text className={classes.name}>{T.newFile(file.name)}</Typography.Text>
          <span className={classes.unsaved}>{STORYBOARD_MESSAGES.unsaved}</span>
        </li>
      ))}
    </ul>
  );
}

export interface ChooseFileButtonProps {
  /** The button's accessible name ("Choose a file for shot 2"); it starts with the visible "Choose a file". */
  readonly label: string;
  /** The media types the place takes (001 §5), for the picker's filter. */
  readonly accept: readonly MediaType[];
  readonly onFile: (file: File) => void;
}

/** "Choose a file": the keyboard's way to put a file from the computer where one may be dropped. */
export function ChooseFileButton({ label, accept, onFile }: ChooseFileButtonProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" aria-label={label} onClick={() => input.current?.click()}>
        {T.chooseFile}
      </Button>
      {/* Opened by the button: out of the tab order and the accessibility tree, so keyboard
          and screen reader users meet one control. */}
      <input
        ref={input}
        type="file"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        aria-label={label}
        accept={pickerAcceptOf(accept)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Choosing the same file again must fire another change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
