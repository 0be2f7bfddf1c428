import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteMountProps, RemoteName } from '@portal/shared-contracts';
import { PageLoading, RemoteErrorPanel, createStyles } from '@portal/shared-ui';
import { useServices } from '../services';
import { loadApp, resetRemote } from '../remotes/federation';
import { REMOTE_LABELS } from './labels';

const useStyles = createStyles('remote-outlet', () => ({
  outlet: { position: 'relative' },
  overlay: { position: 'absolute', inset: 0 },
  // The loading block's height (PageLoading's), so the page does not jump as it mounts.
  reserved: { minHeight: 240 },
}));

type Phase = 'loading' | 'mounted' | 'failed';

export interface RemoteOutletProps {
  readonly remote: RemoteName;
  /** Set when the remote's manifest already failed to load. */
  readonly loadError?: string | null;
  readonly onRetry?: () => void;
  /** The deployed version the registry names for this remote. */
  readonly version?: string | null;
}

/**
 * Mounts a remote's parcel into the shell's content area. Any failure (unreachable,
 * error answer, timeout, throw in mount or render) becomes a panel with Retry; the
 * rest of the shell is untouched.
 */
export function RemoteOutlet({ remote, loadError = null, onRetry, version = null }: RemoteOutletProps): ReactElement {
  const classes = useStyles();
  const { bus, session, config } = useServices();
  const navigate = useNavigate();
  const hostRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(loadError ? 'failed' : 'loading');
  const [attempt, setAttempt] = useState(0);

  const fail = useCallback(
    (stage: 'load' | 'mount' | 'render', error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      bus.publish('remote/failed', { remote, phase: stage, message });
      setPhase('failed');
    },
    [bus, remote],
  );

  useEffect(() => {
    if (loadError) {
      setPhase('failed');
      return undefined;
    }
    const domElement = hostRef.current;
    if (!domElement) return undefined;
    let parcel: Parcel | null = null;
    let disposed = false;
    setPhase('loading');
    const props: RemoteMountProps = {
      remote,
      session,
      bus,
      config,
      navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
      onRenderError: (error) => {
        if (!disposed) fail('render', error);
      },
    };
    loadApp(remote)
      .then(async (app) => {
        if (disposed) return;
        parcel = mountRootParcel(app as never, { domElement, ...props } as never);
        try {
          await parcel.mountPromise;
        } catch (error) {
          if (!disposed) fail('mount', error);
          return;
        }
        if (!disposed) setPhase((p) => (p === 'failed' ? p : 'mounted'));
      })
      .catch((error: unknown) => {
        if (!disposed) fail('load', error);
      });
    return () => {
      disposed = true;
      const mounted = parcel;
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount().catch(() => undefined);
    };
    // navigate is stable per router; attempt re-runs the effect on Retry.
  }, [remote, attempt, loadError, session, bus, config, fail]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = (): void => {
    resetRemote(remote);
    if (loadError && onRetry) onRetry();
    else setAttempt((n) => n + 1);
  };

  return (
    <div data-remote={remote} data-remote-version={version ?? undefined} aria-busy={phase === 'loading'} className={`remote-outlet ${classes.outlet}`}>
      {phase === 'failed' ? <RemoteErrorPanel area={REMOTE_LABELS[remote]} onRetry={retry} version={version} /> : null}
      {/* An overlay, so the remote's first paint does not push anything around. */}
      {phase === 'loading' ? (
        <div className={classes.overlay}>
          <PageLoading />
        </div>
      ) : null}
      <div ref={hostRef} hidden={phase === 'failed'} key={attempt} className={phase === 'loading' ? classes.reserved : undefined} />
    </div>
  );
}
