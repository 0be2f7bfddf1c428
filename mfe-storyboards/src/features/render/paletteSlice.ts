import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MEDIA_TYPES, type ReusableAsset } from '@portal/shared-contracts/storyboards';
import type { PageStatus } from '@portal/shared-ui';

/*
 * "Your videos" in render mode: the customer's reusable assets that are videos (GET
 * /search/reusable-assets, 20 a page, searched by words), each one draggable onto a UGV
 * shot (001 §2 shot panels in render mode).
 */

export interface PaletteState {
  readonly query: string;
  readonly status: PageStatus;
  /** The videos among the hits loaded so far. */
  readonly videos: readonly ReusableAsset[];
  /** Hits loaded so far, videos or not: the next page's `from` (001 §9). */
  readonly loaded: number;
  readonly total: number;
}

const initialState: PaletteState = { query: '', status: 'idle', videos: [], loaded: 0, total: 0 };

export const renderPaletteSlice = createSlice({
  name: 'renderPalette',
  initialState,
  reducers: {
    /** Shown: the first page is asked for unless it is there. */
    paletteOpened: (state) => {
      if (state.status === 'idle') state.status = 'loading';
    },
    paletteQueryChanged: (state, { payload }: PayloadAction<{ query: string }>) => ({ ...initialState, query: payload.query, status: 'loading' as const }),
    paletteMoreRequested: (state, _action: PayloadAction<{ from: number }>) => {
      state.status = 'loading';
    },
    paletteLoaded: (state, { payload }: PayloadAction<{ query: string; from: number; hits: readonly ReusableAsset[]; total: number }>) => {
      if (payload.query !== state.query || payload.from !== state.loaded) return;
      const videos = payload.hits.filter((asset) => asset.mediaType === MEDIA_TYPES.Video);
      state.videos = [...state.videos, ...videos];
      state.loaded = payload.from + payload.hits.length;
      state.total = payload.total;
      state.status = 'succeeded';
    },
    paletteFailed: (state) => {
      state.status = 'failed';
    },
  },
  selectors: {
    selectPalette: (state) => state,
  },
});

export const { paletteOpened, paletteQueryChanged, paletteMoreRequested, paletteLoaded, paletteFailed } = renderPaletteSlice.actions;
export const { selectPalette } = renderPaletteSlice.selectors;
