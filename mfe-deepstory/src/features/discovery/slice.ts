import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DiscoveryRequest } from '@portal/shared-contracts/deepstory';

/** Where the brief's submission stands; the form's values stay in the form (and localStorage). */
export interface DiscoveryState {
  readonly status: 'idle' | 'submitting' | 'submitted' | 'failed';
  /** The customer the new series belongs to, once the api took the brief. */
  readonly userId: number | null;
}

const initialState: DiscoveryState = { status: 'idle', userId: null };

export const discoverySlice = createSlice({
  name: 'discovery',
  initialState,
  reducers: {
    /** Next with a valid brief: the discovery request is sent (002 §3). */
    discoverySubmitted: (state, _action: PayloadAction<{ request: DiscoveryRequest }>) => {
      state.status = 'submitting';
    },
    /** The api took it: the series page shows the storyboards being generated. */
    discoveryAccepted: (state, { payload }: PayloadAction<{ userId: number }>) => {
      state.status = 'submitted';
      state.userId = payload.userId;
    },
    discoveryFailed: (state) => {
      state.status = 'failed';
    },
    /** The form went to the series page (or was left): the next visit starts idle. */
    discoveryLeft: () => initialState,
  },
  selectors: {
    selectDiscoveryStatus: (state) => state.status,
    selectDiscoveryUserId: (state) => state.userId,
  },
});

export const { discoverySubmitted, discoveryAccepted, discoveryFailed, discoveryLeft } = discoverySlice.actions;
export const { selectDiscoveryStatus, selectDiscoveryUserId } = discoverySlice.selectors;
