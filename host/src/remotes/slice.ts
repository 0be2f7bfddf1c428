import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REMOTE_NAMES, type NavItem, type RemoteManifest, type RemoteName } from '@portal/shared-contracts/core';
import { readCachedNav } from './navCache';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface RemoteState {
  readonly status: LoadStatus;
  readonly manifest: RemoteManifest | null;
  readonly error: string | null;
  readonly version: string | null;
  /** Why the host will not load this remote (built against another contract major), or null. */
  readonly refused: string | null;
  /** The remote's nav items: from its manifest, or as its manifest gave them last visit. */
  readonly nav: NavItem[] | null;
}

export interface RemotesState {
  readonly registryStatus: LoadStatus;
  readonly registryError: string | null;
  readonly byName: Record<RemoteName, RemoteState>;
}

/** Nothing loaded yet; the nav of the last visit where one is cached. */
export function initialRemotesState(cachedNav: Partial<Record<RemoteName, NavItem[]>> = {}): RemotesState {
  const idle = (name: RemoteName): RemoteState => ({ status: 'idle', manifest: null, error: null, version: null, refused: null, nav: cachedNav[name] ?? null });
  return {
    registryStatus: 'idle',
    registryError: null,
    byName: Object.fromEntries(REMOTE_NAMES.map((n) => [n, idle(n)])) as Record<RemoteName, RemoteState>,
  };
}

export const remotesSlice = createSlice({
  name: 'remotes',
  initialState: () => initialRemotesState(readCachedNav()),
  reducers: {
    registryRequested(state) {
      state.registryStatus = 'loading';
      state.registryError = null;
    },
    registryLoaded(state, action: PayloadAction<{ versions: Partial<Record<RemoteName, string>>; refused?: Partial<Record<RemoteName, string>> }>) {
      state.registryStatus = 'succeeded';
      for (const name of REMOTE_NAMES) {
        state.byName[name].version = action.payload.versions[name] ?? null;
        state.byName[name].refused = action.payload.refused?.[name] ?? null;
      }
    },
    registryFailed(state, action: PayloadAction<string>) {
      state.registryStatus = 'failed';
      state.registryError = action.payload;
    },
    manifestRequested(state, action: PayloadAction<RemoteName>) {
      state.byName[action.payload].status = 'loading';
      state.byName[action.payload].error = null;
    },
    manifestLoaded(state, action: PayloadAction<RemoteManifest>) {
      const remote = state.byName[action.payload.name];
      remote.status = 'succeeded';
      remote.manifest = action.payload;
      remote.nav = action.payload.nav;
    },
    manifestFailed(state, action: PayloadAction<{ name: RemoteName; error: string; refused?: boolean }>) {
      const remote = state.byName[action.payload.name];
      remote.status = 'failed';
      remote.error = action.payload.error;
      if (action.payload.refused) remote.refused = action.payload.error;
    },
    /** A re-read of the remote's entry found another version: it mounts afresh and its manifest loads again. */
    remoteEntryChanged(state, action: PayloadAction<{ name: RemoteName; version: string; refused: string | null }>) {
      const remote = state.byName[action.payload.name];
      remote.version = action.payload.version;
      remote.refused = action.payload.refused;
      remote.status = 'idle';
      remote.error = null;
    },
    /** The page shows a path of this remote: its manifest is needed now, not when idle. */
    manifestNeeded(_state, _action: PayloadAction<RemoteName>) {
      // handled by the saga
    },
    remoteRetryRequested(_state, _action: PayloadAction<RemoteName>) {
      // handled by the saga: reset the container and load the manifest again
    },
  },
});

export const {
  registryRequested,
  registryLoaded,
  registryFailed,
  manifestRequested,
  manifestLoaded,
  manifestFailed,
  manifestNeeded,
  remoteRetryRequested,
  remoteEntryChanged,
} = remotesSlice.actions;
