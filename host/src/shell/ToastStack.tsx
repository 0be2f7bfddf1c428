import { useEffect, useRef, type ReactElement } from 'react';
import { ConfigProvider, createStyles, theme } from '@portal/shared-ui';
import { notification } from '@portal/shared-ui/widgets';
import type { QueuedToast } from './Toasts';

const useStyles = createStyles('toast-stack', () => ({ lines: { whiteSpace: 'pre-line' } }));

/** Default durations: errors stay longer than notices. */
const ERROR_TOAST_MS = 6000;
const INFO_TOAST_MS = 4000;

/**
 * Shows the queued toasts with antd's notifications: bottom centre, dark theme (000 §2).
 * A lazy chunk, loaded with the first toast; it stays mounted from then on, so the
 * notifications it shows are never cut short.
 */
export default function ToastStack({ queue, onShown }: { queue: readonly QueuedToast[]; onShown: (id: number) => void }): ReactElement {
  const [api, holder] = notification.useNotification({ placement: 'bottom', maxCount: 4 });
  const shown = useRef(new Set<number>());
  const classes = useStyles();
  useEffect(() => {
    for (const { id, kind, message, durationMs } of queue) {
      if (shown.current.has(id)) continue;
      shown.current.add(id);
      api.open({
        type: kind,
        // Several errors arrive as one toast, one per line (sign-up, 000 §5).
        title: <span className={classes.lines}>{message}</span>,
        duration: (durationMs ?? (kind === 'error' ? ERROR_TOAST_MS : INFO_TOAST_MS)) / 1000,
        role: kind === 'error' ? 'alert' : 'status',
      });
      onShown(id);
    }
  }, [api, queue, onShown, classes.lines]);
  return <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{holder}</ConfigProvider>;
}
