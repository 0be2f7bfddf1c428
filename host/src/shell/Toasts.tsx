import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { EventMap } from '@portal/shared-contracts/core';
import { useServices } from '../services';

export type QueuedToast = EventMap['toast/requested'] & { readonly id: number };

const ToastStack = lazy(() => import('./ToastStack'));

/**
 * Listens for `toast/requested` from the start and queues them; the notification UI
 * (antd's notification engine) loads with the first toast, so pages without one never
 * evaluate it. Memoised (HeaderActions.tsx).
 */
export const Toasts = memo(function Toasts(): ReactElement | null {
  const { bus } = useServices();
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [started, setStarted] = useState(false);
  const lastId = useRef(0);
  useEffect(
    () =>
      bus.subscribe('toast/requested', (toast) => {
        lastId.current += 1;
        const id = lastId.current;
        setQueue((list) => [...list, { ...toast, id }]);
        setStarted(true);
      }),
    [bus],
  );
  const onShown = useCallback((id: number) => setQueue((list) => list.filter((t) => t.id !== id)), []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack queue={queue} onShown={onShown} />
    </Suspense>
  );
});
