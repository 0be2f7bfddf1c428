import { useEffect, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RemoteName } from '@portal/shared-contracts';
import { PageLoading } from '@portal/shared-ui';
import type { HostDispatch, HostState } from '../store';
import { loadApp } from '../remotes/federation';
import { manifestNeeded, registryRequested, remoteRetryRequested } from '../remotes/slice';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * The page of a remote the guard lets through. It mounts the remote once the registry
 * says where it lives and its manifest has confirmed the route (a `provisional` route
 * is only known from its area); a registry or manifest that failed to load shows the
 * remote's error panel with Retry instead.
 */
export function RemotePage({ remote, provisional }: { remote: RemoteName; provisional: boolean }): ReactElement {
  const dispatch = useDispatch<HostDispatch>();
  const registryStatus = useSelector((s: HostState) => s.remotes.registryStatus);
  const registryError = useSelector((s: HostState) => s.remotes.registryError);
  const state = useSelector((s: HostState) => s.remotes.byName[remote]);

  // The page's own manifest loads at once, and its ./app beside it (the outlet's load
  // is then answered from the same attempt); the other manifests wait for idle.
  useEffect(() => {
    if (!provisional || registryStatus !== 'succeeded' || state.status !== 'idle') return;
    dispatch(manifestNeeded(remote));
    loadApp(remote).catch(() => undefined); // a failure reaches the outlet through the same load
  }, [dispatch, provisional, registryStatus, remote, state.status]);

  if (registryStatus === 'idle' || registryStatus === 'loading') return <PageLoading />;
  const loadError = registryStatus === 'failed' ? registryError : state.status === 'failed' ? state.error : null;
  if (provisional && !loadError) return <PageLoading />;
  return (
    <RemoteOutlet
      key={remote}
      remote={remote}
      version={state.version}
      loadError={loadError}
      onRetry={() => dispatch(registryStatus === 'failed' ? registryRequested() : remoteRetryRequested(remote))}
    />
  );
}
