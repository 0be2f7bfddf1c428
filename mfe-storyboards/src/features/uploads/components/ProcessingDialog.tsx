import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { UPLOAD_TEXTS } from '@portal/shared-contracts/storyboards';
import { ProgressModal } from '@portal/shared-ui/widgets';
import { selectRunningCreation } from '../slice';

/**
 * "Processing Storyboard..." (001 §2) with the job's step ('Processing storyboard ...',
 * 'Enriching storyboard ...', 001 §4) while a storyboard is made from an upload; it
 * closes when the request ends (Completed opens the storyboard).
 */
export function ProcessingDialog(): ReactElement {
  const running = useSelector(selectRunningCreation);
  return <ProgressModal open={running !== null} message={UPLOAD_TEXTS.processing(running?.step ?? null)} />;
}
