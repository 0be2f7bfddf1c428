import type { ReactElement } from 'react';
import { UPLOAD_TEXTS } from '@portal/shared-contracts/storyboards';
import { PageLayout } from '@portal/shared-ui';
import { ProcessingDialog, Uploader } from '../features/uploads/components';
import { StorymakerLayout } from './StorymakerLayout';
import { StorymakerSide } from './StorymakerSide';

/**
 * /storymaker with no storyboard selected (001 §2): "Upload your Storyboard" with the
 * uploader, the side panel with the progress of the files going up, and "Processing Storyboard..." while a
 * storyboard is made from one (it then opens at /storymaker/{storyboardId}). The host
 * lets only admins in (paths with /storymaker).
 */
export default function StorymakerPage(): ReactElement {
  return (
    <PageLayout title={UPLOAD_TEXTS.storymaker}>
      <StorymakerLayout side={<StorymakerSide />}>
        <Uploader />
      </StorymakerLayout>
      <ProcessingDialog />
    </PageLayout>
  );
}
