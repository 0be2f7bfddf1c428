import { useState, type ReactElement } from 'react';
import { UPLOAD_TEXTS as T } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { UploadModal } from './UploadModal';

/** "Upload file" (001 §2 side panel tool): opens "Upload Storyboard or Asset". */
export function UploadButton(): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{T.openUpload}</Button>
      <UploadModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
