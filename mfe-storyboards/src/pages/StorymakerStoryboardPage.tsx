import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { UPLOAD_TEXTS } from '@portal/shared-contracts/storyboards';
import { ProcessingDialog } from '../features/uploads/components';
// The detail feature's page, as /storyboards/:storyboardId's chunk takes it: its index
// offers the store its slice and saga only, so the store does not pull the page in.
import { StoryboardDetailPage } from '../features/storyboard-detail/StoryboardDetailPage';
import { StorymakerLayout } from './StorymakerLayout';
import { StorymakerSide } from './StorymakerSide';

const STORYMAKER_CRUMB = { title: UPLOAD_TEXTS.storymaker, to: ROUTES.storymaker };

/**
 * /storymaker/:storyboardId (001 §2): the storyboard with the detail feature (details,
 * shots, action bar, "Updating Storyboard..."), "Processing Storyboard..." with the
 * job's steps while a storyboard is made from an upload, and the side panel with the
 * upload tools beside it.
 */
export default function StorymakerStoryboardPage(): ReactElement {
  return (
    <StorymakerLayout side={<StorymakerSide />}>
      <StoryboardDetailPage title={UPLOAD_TEXTS.storymaker} root={STORYMAKER_CRUMB} />
      <ProcessingDialog />
    </StorymakerLayout>
  );
}
