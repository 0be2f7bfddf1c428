import { useRef, useState, type ChangeEvent, type DragEvent, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS, dropZoneHint } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES, type MediaType } from '@portal/shared-contracts/storyboards';
import { Button, Flex, Typography } from '../antd';
import { createStyles } from '../styles';
import { acceptAttribute, isAcceptedMedia } from './mediaTypes';
import { visuallyHidden } from './visuallyHidden';

const useStyles = createStyles('media-drop-zone', (token) => ({
  zone: { border: `2px dashed ${token.colorTextSecondary}`, borderRadius: token.borderRadius, padding: token.padding },
  over: { borderColor: token.colorPrimary },
}));

export interface MediaDropZoneProps {
  /** Accessible name of the area, e.g. "Cover media". */
  readonly label: string;
  /** Media types the area takes (DROP_ACCEPTS.COVER, .SHOT, .SHOT_RENDER; 001 §5). */
  readonly accept: readonly MediaType[];
  /** The accepted files of a drop or a pick. */
  readonly onFiles: (files: File[]) => void;
  /** The refused files, after "Asset is not supported or invalid" is shown. */
  readonly onReject?: (files: File[]) => void;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** Shown inside the area, e.g. the current media's preview. */
  readonly children?: ReactNode;
  /**
   * For an area that takes other files than media (storyboard documents, say): which
   * files it takes, in place of `accept`'s media check, the file picker's `accept`
   * attribute and the hint's list of what it takes.
   */
  readonly files?: {
    readonly isAccepted: (file: File) => boolean;
    readonly pickerAccept: string;
    readonly described: readonly string[];
  };
}

/**
 * An area that takes media files by drag and drop or through a file picker, checks
 * each against the accepted media types and refuses others with "Asset is not
 * supported or invalid" (001 §5, §8).
 */
export function MediaDropZone({ label, accept, onFiles, onReject, multiple = false, disabled = false, children, files: custom }: MediaDropZoneProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const classes = useStyles();
  const [refused, setRefused] = useState(false);

  const take = (list: FileList | null): void => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    const takes = custom ? custom.isAccepted : (f: File) => isAcceptedMedia(f, accept);
    const accepted = files.filter(takes);
    const rejected = files.filter((f) => !takes(f));
    setRefused(rejected.length > 0);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onFiles(accepted);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>): void => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>): void => {
    take(e.target.files);
    // Picking the same file again must fire another change.
    e.target.value = '';
  };

  return (
    <div
      role="group"
      aria-label={label}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={over ? `${classes.zone} ${classes.over}` : classes.zone}
    >
      <Flex vertical align="center" gap="small">
        {children}
        <Typography.Text>{dropZoneHint(custom ? custom.described : accept)}</Typography.Text>
        <Button onClick={() => input.current?.click()} disabled={disabled}>
          {BLOCK_LABELS.chooseFiles}
        </Button>
        {refused ? (
          <Typography.Text type="danger" role="alert">
            {STORYBOARD_MESSAGES.assetNotSupported}
          </Typography.Text>
        ) : null}
      </Flex>
      {/* The button above opens it: out of the tab order and the accessibility tree, so
          keyboard and screen reader users meet one control. */}
      <input
        ref={input}
        type="file"
        aria-label={label}
        aria-hidden="true"
        accept={custom ? custom.pickerAccept : acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        onChange={onPick}
        style={visuallyHidden}
      />
    </div>
  );
}
