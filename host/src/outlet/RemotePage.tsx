import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RegistryEntry, RemoteName } from '@portal/shared-contracts/core';
import { PageLoading } from '@portal/shared-ui';
import type { HostDispatch, HostState } from '../store';
import { useServices } from '../services';
import { loadApp, preloadPage, refusal } from '../remotes/federation';
import { entryIsStale, refreshEntry } from '../remotes/registry';
import { manifestNeeded, registryRequested, remoteEntryChanged, remoteRetryRequested } from '../remotes/slice';
import { LazyNeedsUpdatePanel } from './LazyNeedsUpdatePanel';
import { RemoteOutlet } from './RemoteOutlet';

const changedAction = (entry: RegistryEntry) => remoteEntryChanged({ name: entry.name, version: entry.version, refused: refusal(entry.name)?.message ?? null });

/**
 * Entering a remote's page re-reads its entry when the copy is older than
 * REGISTRY_ENTRY_TTL_MS (docs/adr/037): the page waits for that one read (a failed read
 * keeps the current version), and a new version or entry URL is registered and mounted.
 * Answers whether the read is still under way.
 */
function useFreshEntry(remote: RemoteName, apiUrl: string): boolean {
  const dispatch = useDispatch<HostDispatch>();
  const [reading, setReading] = useState<RemoteName | null>(() => (entryIsStale(remote) ? remote : null));
  useEffect(() => {
    if (!entryIsStale(remote)) return undefined;
    let live = true;
    setReading(remote);
    void refreshEntry(apiUrl, remote).then((read) => {
      if (read.changed && read.entry) dispatch(changedAction(read.entry));
      if (live) setReading(null);
    });
    return () => {
      live = false;
    };
  }, [apiUrl, dispatch, remote]);
  return reading === remote;
}

/**
 * The page of a remote the guard lets through. It mounts the remote once the registry
 * says where it lives and its manifest has confirmed the route (a `provisional` route
 * is only known from its area); a registry or manifest that failed to load shows the
 * remote's error panel with Retry instead, and a remote built against another contract
 * major the "needs an update" panel.
 */
export function RemotePage({ remote, provisional }: { remote: RemoteName; provisional: boolean }): ReactElement {
  const dispatch = useDispatch<HostDispatch>();
  const { config } = useServices();
  const registryStatus = useSelector((s: HostState) => s.remotes.registryStatus);
  const registryError = useSelector((s: HostState) => s.remotes.registryError);
  const state = useSelector((s: HostState) => s.remotes.byName[remote]);
  const reading = useFreshEntry(remote, config.apiUrl);

  // The page's own manifest loads at once, starting the page's chunk (docs/adr/049), and
  // its ./app beside it (the outlet's load is then answered from the same attempt); the
  // other manifests wait for idle.
  useEffect(() => {
    if (!provisional || reading || state.refused || registryStatus !== 'succeeded' || state.status !== 'idle') return;
    dispatch(manifestNeeded(remote));
    preloadPage(remote, window.location.pathname).catch(() => undefined);
    loadApp(remote).catch(() => undefined); // a failure reaches the outlet through the same load
  }, [dispatch, provisional, reading, registryStatus, remote, state.refused, state.status]);

  if (registryStatus === 'idle' || registryStatus === 'loading' || reading) return <PageLoading />;
  if (registryStatus === 'succeeded' && state.refused) return <LazyNeedsUpdatePanel detail={state.refused} version={state.version} />;
  const loadError = registryStatus === 'failed' ? registryError : state.status === 'failed' ? state.error : null;
  if (provisional && !loadError) return <PageLoading />;
  return (
    <RemoteOutlet
      key={remote}
      remote={remote}
      version={state.version}
      loadError={loadError}
      onRetry={() => dispatch(registryStatus === 'failed' ? registryRequested() : remoteRetryRequested(remote))}
      onEntryChanged={(entry) => dispatch(changedAction(entry))}
    />
  );
}
