import { Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from '@portal/shared-ui/router';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RegistryEntry, RemoteLoadFailure, RemoteMountProps, RemoteName } from '@portal/shared-contracts/core';
import { PageLoading, RemoteErrorPanel, createStyles } from '@portal/shared-ui';
import { useServices } from '../services';
import { ContractRefusedError, entryOf, isStaleDeployError, loadApp, loadFailureKind, resetRemote } from '../remotes/federation';
import { reportRemoteLoad } from '../remotes/loadReports';
import { refreshEntry } from '../remotes/registry';
import { markPageShown } from '../pageShown';
import { REMOTE_LABELS } from './labels';
import { LazyNeedsUpdatePanel } from './LazyNeedsUpdatePanel';

/** The outlet's layout (the build's page snapshots lay their page out in the same, docs/adr/050). */
export const useOutletStyles = createStyles('remote-outlet', () => ({
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
  /** The deployed version the registry names for this remote; a change mounts the new version. */
  readonly version?: string | null;
  /** A re-read after a stale-deploy failure found another entry: the page records its version. */
  readonly onEntryChanged?: (entry: RegistryEntry) => void;
}

const MAX_MS = 600_000;

/**
 * Mounts a remote's parcel into the shell's content area. Any failure (unreachable,
 * error answer, timeout, throw in mount or render) becomes a panel with Retry; the
 * rest of the shell is untouched. A load, or a mounted remote's page chunk, that failed
 * because the deploy it came from is gone (a chunk, script or manifest 404) first reads
 * the remote's entry again and, when it changed, loads the new version once
 * (docs/adr/037). A remote refused for its contract version shows the "needs an update"
 * panel. Each load reports its figures.
 */
export function RemoteOutlet({ remote, loadError = null, onRetry, version = null, onEntryChanged }: RemoteOutletProps): ReactElement {
  const classes = useOutletStyles();
  const { bus, session, config } = useServices();
  const navigate = useNavigate();
  const hostRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(loadError ? 'failed' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  /** The one re-read a stale-deploy failure gets, until the next Retry. */
  const staleReread = useRef(false);
  const entryChanged = useRef(onEntryChanged);
  entryChanged.current = onEntryChanged;

  const fail = useCallback(
    (stage: 'load' | 'mount' | 'render', error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      bus.publish('remote/failed', { remote, phase: stage, message });
      markPageShown(); // the error panel is the page's content
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
    setRefused(null);
    const started = performance.now();
    const elapsed = (): number => Math.min(Math.round(performance.now() - started), MAX_MS);
    const report = (loadMs: number, renderMs: number | null, failure: RemoteLoadFailure | null): void =>
      reportRemoteLoad({ remote, version: entryOf(remote)?.version ?? version ?? 'unknown', loadMs, renderMs, failure });
    const props: RemoteMountProps = {
      remote,
      session,
      bus,
      config,
      navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
      onRenderError: (error) => {
        // A page chunk of a mounted remote that is gone (its version replaced) recovers too.
        if (!disposed) void recoverOrFail('render', error);
      },
    };
    /**
     * A failure a newer deploy explains (a chunk, script or manifest gone) first reads the
     * entry again, once; when it changed, the new version mounts instead of the panel.
     */
    const recoverOrFail = async (stage: 'load' | 'render', error: unknown): Promise<void> => {
      if (!staleReread.current && isStaleDeployError(error)) {
        staleReread.current = true;
        setPhase('loading');
        const read = await refreshEntry(config.apiUrl, remote, { force: true });
        if (disposed) return;
        if (read.changed && read.entry) {
          entryChanged.current?.(read.entry);
          setAttempt((n) => n + 1); // mounts the new version
          return;
        }
      }
      fail(stage, error);
    };
    loadApp(remote)
      .then(async (app) => {
        if (disposed) return;
        const loadMs = elapsed();
        parcel = mountRootParcel(app as never, { domElement, ...props } as never);
        try {
          await parcel.mountPromise;
        } catch (error) {
          report(loadMs, null, 'mount');
          if (!disposed) fail('mount', error);
          return;
        }
        report(loadMs, elapsed(), null);
        markPageShown();
        if (!disposed) setPhase((p) => (p === 'failed' ? p : 'mounted'));
      })
      .catch(async (error: unknown) => {
        if (disposed) return;
        report(elapsed(), null, loadFailureKind(error));
        if (error instanceof ContractRefusedError) {
          markPageShown();
          setRefused(error.message);
          setPhase('failed');
          return;
        }
        await recoverOrFail('load', error);
      });
    return () => {
      disposed = true;
      const left = parcel;
      // A parcel still mounting (its page chunk on the way) is unmounted once it has
      // mounted, so no remote stays mounted, its sagas running, in a page that is gone.
      if (left)
        void left.mountPromise
          .then(() => (left.getStatus() === 'MOUNTED' ? left.unmount() : undefined))
          .catch(() => undefined);
    };
    // navigate is stable per router; attempt re-runs the effect on Retry, version on a new release.
  }, [remote, version, attempt, loadError, session, bus, config, fail]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = (): void => {
    staleReread.current = false;
    resetRemote(remote);
    if (loadError && onRetry) onRetry();
    else setAttempt((n) => n + 1);
  };

  return (
    <div data-remote={remote} data-remote-version={version ?? undefined} aria-busy={phase === 'loading'} className={`remote-outlet ${classes.outlet}`}>
      {phase === 'failed' && refused ? (
        <Suspense fallback={null}>
          <LazyNeedsUpdatePanel detail={refused} version={version} />
        </Suspense>
      ) : null}
      {phase === 'failed' && !refused ? <RemoteErrorPanel area={REMOTE_LABELS[remote]} onRetry={retry} version={version} /> : null}
      {/* An overlay, so the remote's first paint does not push anything around. */}
      {phase === 'loading' ? (
        <div className={classes.overlay}>
          <PageLoading />
        </div>
      ) : null}
      <div ref={hostRef} hidden={phase === 'failed'} key={`${attempt}:${version ?? ''}`} className={phase === 'loading' ? classes.reserved : undefined} />
    </div>
  );
}
