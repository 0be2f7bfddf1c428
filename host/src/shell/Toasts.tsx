import { useEffect, type ReactElement } from 'react';
import { ConfigProvider, notification, theme } from '@portal/shared-ui';
import { useServices } from '../services';

/** Shows `toast/requested` events: bottom centre, dark theme (000 §2). */
export function Toasts(): ReactElement {
  const { bus } = useServices();
  const [api, holder] = notification.useNotification({ placement: 'bottom', maxCount: 4 });
  useEffect(
    () =>
      bus.subscribe('toast/requested', ({ kind, message, durationMs }) => {
        api.open({
          type: kind,
          // Several errors arrive as one toast, one per line (sign-up, 000 §5).
          message: <span style={{ whiteSpace: 'pre-line' }}>{message}</span>,
          duration: (durationMs ?? (kind === 'error' ? 6000 : 4000)) / 1000,
          role: kind === 'error' ? 'alert' : 'status',
        });
      }),
    [api, bus],
  );
  return <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{holder}</ConfigProvider>;
}
