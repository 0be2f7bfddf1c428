import { lazy, Suspense, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { UPLOAD_TEXTS } from '@portal/shared-contracts/storyboards';
import { useLeaveGuard } from '@portal/shared-ui';
import { selectUploading } from './slice';

// The dialog (antd's Modal) loads the first time someone tries to leave during an upload.
const LeaveDialog = lazy(() => import('./components/LeaveDialog').then((m) => ({ default: m.LeaveDialog })));

/**
 * 'Upload in progress. Please do not navigate away.' (001 §4) while files upload. Leaving
 * the remote stops its store, and with it the upload.
 *
 * - Closing or reloading the tab, or typing another address: the browser's own
 *   beforeunload prompt (browsers show their own wording, not ours).
 * - Links (the shell's side navigation included): held and asked about (shared-ui's
 *   useLeaveGuard); "Leave anyway" navigates through the host.
 */
export function UploadLeaveGuard(): ReactElement | null {
  const uploading = useSelector(selectUploading);
  const { pending, stay, leave } = useLeaveGuard(uploading, UPLOAD_TEXTS.uploadInProgress);

  if (pending === null) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onStay={stay} onLeave={leave} />
    </Suspense>
  );
}
