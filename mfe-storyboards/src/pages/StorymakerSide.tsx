import { useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { StorymakerSidePanel } from '../features/side-panel';
import { selectOpenStoryboardCustomer } from '../features/storyboard-detail';
import { UploadModal, UploadsProgress } from '../features/uploads/components';

/**
 * The Storymaker's side column (001 §2): the side panel, whose "Upload file" opens
 * "Upload Storyboard or Asset", and the progress of the files going up. Both work for the
 * customer of the open storyboard (an admin may open anyone's), else the signed-in one.
 */
export function StorymakerSide(): ReactElement {
  const [uploading, setUploading] = useState(false);
  const customerId = useSelector(selectOpenStoryboardCustomer);
  return (
    <>
      <StorymakerSidePanel customerId={customerId} onUpload={() => setUploading(true)} />
      <UploadsProgress />
      <UploadModal open={uploading} onClose={() => setUploading(false)} customerId={customerId} />
    </>
  );
}
