import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetDownloadStatus } from '@portal/shared-contracts/storyboards';

/*
 * Asset download of the videos library (001 §2 "Download", §7, §8): the requests being
 * sent, and the zips being packed at the api until each is downloaded or fails. Toasts say
 * the rest (the saga publishes them).
 */

/** A download being packed: its id and where the api says it stands. */
export interface PackingDownload {
  readonly id: number;
  /** Whose library (the calls' path). */
  readonly customerId: string;
  readonly status: AssetDownloadStatus;
}

export interface AssetDownloadState {
  /** Requests sent and not answered yet. */
  readonly requesting: number;
  readonly packing: readonly PackingDownload[];
}

const initialState: AssetDownloadState = { requesting: 0, packing: [] };

export const assetDownloadSlice = createSlice({
  name: 'assetDownload',
  initialState,
  reducers: {
    /**
     * Download pressed with these library assets of `customerId` (the signed-in user's
     * customer when null; an admin names the assets' own, one request per customer).
     */
    assetDownloadRequested: {
      reducer: (state, _action: PayloadAction<{ assetIds: readonly string[]; customerId: string | null }>) => {
        state.requesting += 1;
      },
      prepare: (assetIds: readonly string[], customerId?: string | number | null) => ({
        payload: { assetIds: [...new Set(assetIds)], customerId: customerId === undefined || customerId === null ? null : String(customerId) },
      }),
    },
    /** Nothing selected, too many, or the api refused the request. */
    assetDownloadRefused: (state) => {
      state.requesting = Math.max(0, state.requesting - 1);
    },
    /** The api took the request: packing starts at the backend. */
    assetDownloadStarted: (state, { payload }: PayloadAction<PackingDownload>) => {
      state.requesting = Math.max(0, state.requesting - 1);
      state.packing.push(payload);
    },
    assetDownloadProgressed: (state, { payload }: PayloadAction<{ id: number; status: AssetDownloadStatus }>) => {
      const found = state.packing.find((d) => d.id === payload.id);
      if (found) found.status = payload.status;
    },
    /** Ready and handed to the browser, or failed: no longer followed. */
    assetDownloadEnded: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.packing = state.packing.filter((d) => d.id !== payload.id);
    },
  },
  selectors: {
    /** A Download press is being sent (the button may show it is busy). */
    selectAssetDownloadRequesting: (state) => state.requesting > 0,
    /** Zips being packed at the backend. */
    selectAssetDownloadsPacking: (state) => state.packing,
  },
});

export const { assetDownloadRequested, assetDownloadRefused, assetDownloadStarted, assetDownloadProgressed, assetDownloadEnded } = assetDownloadSlice.actions;
export const { selectAssetDownloadRequesting, selectAssetDownloadsPacking } = assetDownloadSlice.selectors;
