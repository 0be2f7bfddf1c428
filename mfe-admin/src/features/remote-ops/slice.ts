import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemoteName, RemoteOps } from '@portal/shared-contracts/core';

type Progress = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The Remotes tab: the api's figures, and the rollback in progress or its outcome. */
export interface RemoteOpsState {
  readonly status: Progress;
  readonly ops: RemoteOps | null;
  /** The api's message of the failed load, when it sent one. */
  readonly error: string | null;
  readonly rollback: { readonly name: RemoteName; readonly status: Progress; readonly message: string | null } | null;
}

const initialState: RemoteOpsState = { status: 'idle', ops: null, error: null, rollback: null };

export const remoteOpsSlice = createSlice({
  name: 'remoteOps',
  initialState,
  reducers: {
    /** The tab opened, Refresh or Retry (the figures shown stay until the new ones arrive). */
    remoteOpsRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    remoteOpsLoaded: (state, { payload }: PayloadAction<RemoteOps>) => {
      state.status = 'succeeded';
      state.ops = payload;
    },
    remoteOpsFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
    /** Roll back, confirmed. */
    rollbackRequested: (state, { payload }: PayloadAction<RemoteName>) => {
      state.rollback = { name: payload, status: 'loading', message: null };
    },
    rollbackFinished: (state, { payload }: PayloadAction<{ readonly ok: boolean; readonly message: string | null }>) => {
      if (state.rollback) state.rollback = { ...state.rollback, status: payload.ok ? 'succeeded' : 'failed', message: payload.message };
    },
    rollbackDismissed: (state) => {
      state.rollback = null;
    },
  },
  selectors: {
    selectRemoteOps: (state) => state,
  },
});

export const { remoteOpsRequested, remoteOpsLoaded, remoteOpsFailed, rollbackRequested, rollbackFinished, rollbackDismissed } = remoteOpsSlice.actions;
export const { selectRemoteOps } = remoteOpsSlice.selectors;
