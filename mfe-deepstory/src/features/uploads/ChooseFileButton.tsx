import { useRef, type ReactElement } from 'react';
import { Button } from '@portal/shared-ui';
import { slotAccept, type FileSlot } from './files';

export interface ChooseFileButtonProps {
  /** The button's accessible name, e.g. "Choose an image or video for shot 2". */
  readonly label: string;
  /** Its visible text; the label when absent. */
  readonly text?: string;
  readonly slot: FileSlot;
  readonly onFile: (file: File) => void;
  readonly disabled?: boolean;
}

/** A button that opens the file picker for a slot (its types offered first); the chosen file goes to `onFile`, checked there. */
export function ChooseFileButton({ label, text, slot, onFile, disabled = false }: ChooseFileButtonProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" disabled={disabled} aria-label={text ? label : undefined} onClick={() => input.current?.click()}>
        {text ?? label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={slotAccept(slot)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again is seen as a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
