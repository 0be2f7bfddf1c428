import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageStatus } from '@portal/shared-ui';

/** The link a QR code carries, as asked for one storyboard and expiry. */
export interface StoryboardQrState {
  readonly status: PageStatus;
  readonly storyboardId: number | null;
  /** Epoch ms: 23:59:59 UTC of the chosen day. */
  readonly expiresAt: number | null;
  readonly url: string | null;
}

const initialState: StoryboardQrState = { status: 'idle', storyboardId: null, expiresAt: null, url: null };

export const storyboardQrSlice = createSlice({
  name: 'storyboardQr',
  initialState,
  reducers: {
    /** Set Expiry was pressed with a valid date: the link is asked for. */
    qrLinkRequested: (_state, { payload }: PayloadAction<{ storyboardId: number; expiresAt: number }>) => ({
      status: 'loading',
      storyboardId: payload.storyboardId,
      expiresAt: payload.expiresAt,
      url: null,
    }),
    qrLinkReceived: (state, { payload }: PayloadAction<{ url: string }>) => {
      state.status = 'succeeded';
      state.url = payload.url;
    },
    /** The link could not be made; Set Expiry can ask again. */
    qrLinkFailed: (state) => {
      state.status = 'failed';
      state.url = null;
    },
    /** The date was changed or the modal closed: the shown code no longer applies. */
    qrLinkCleared: () => initialState,
  },
  selectors: {
    selectQrLink: (state) => state,
  },
});

export const { qrLinkRequested, qrLinkReceived, qrLinkFailed, qrLinkCleared } = storyboardQrSlice.actions;
export const { selectQrLink } = storyboardQrSlice.selectors;
