import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AiStoryboardRecord, UpdateStoryboardTitle } from '@portal/shared-contracts/deepstory';
import { groupBySeries } from './listing';

type Progress = 'idle' | 'working' | 'done' | 'failed';

/** The series history of one customer (002 §2), its title edit and its delete. */
export interface SeriesState {
  /** Whose history is open; null before the page opens. */
  readonly userId: number | null;
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  readonly records: readonly AiStoryboardRecord[];
  /** The records come from localStorage and the api's answer has not arrived yet. */
  readonly fromCache: boolean;
  readonly save: Progress;
  readonly remove: Progress;
}

const initialState: SeriesState = { userId: null, status: 'idle', records: [], fromCache: false, save: 'idle', remove: 'idle' };

export const seriesSlice = createSlice({
  name: 'series',
  initialState,
  reducers: {
    /** The page opened (or its user_id changed): the kept listing shows first, then the api's. */
    seriesOpened: (state, { payload }: PayloadAction<{ userId: number }>) => {
      if (state.userId !== payload.userId) return { ...initialState, userId: payload.userId, status: 'loading' };
      state.status = 'loading';
      return undefined;
    },
    /** Ask the api again (a generation ended, a delete settled). */
    seriesReloadRequested: (state) => {
      if (state.userId !== null) state.status = 'loading';
    },
    seriesLoaded: (state, { payload }: PayloadAction<{ userId: number; records: readonly AiStoryboardRecord[]; cached: boolean }>) => {
      if (payload.userId !== state.userId) return;
      state.records = [...payload.records];
      state.fromCache = payload.cached;
      if (!payload.cached) state.status = 'succeeded';
    },
    seriesLoadFailed: (state) => {
      state.status = 'failed';
    },
    /** Save of the edited titles (002 §4 series edit). */
    titlesSaveRequested: (state, _action: PayloadAction<{ data: UpdateStoryboardTitle }>) => {
      state.save = 'working';
    },
    titlesSaved: (state, { payload }: PayloadAction<{ data: UpdateStoryboardTitle }>) => {
      const series = new Map(payload.data.series.map((s) => [s.series_id, s.series_title]));
      const titles = new Map(payload.data.storyboards.map((s) => [s.id, s.title]));
      for (const record of state.records) {
        record.series_title = series.get(record.series_id) ?? record.series_title;
        record.title = titles.get(record.id) ?? record.title;
      }
      state.save = 'done';
    },
    titlesSaveFailed: (state) => {
      state.save = 'failed';
    },
    /** The page took the outcome of a save or a delete in. */
    outcomeSeen: (state, { payload }: PayloadAction<'save' | 'remove'>) => {
      state[payload] = 'idle';
    },
    deleteRequested: (state, _action: PayloadAction<{ userId: number; ids: readonly number[] }>) => {
      state.remove = 'working';
    },
    storyboardsDeleted: (state, { payload }: PayloadAction<{ ids: readonly number[] }>) => {
      state.records = state.records.filter((record) => !payload.ids.includes(record.id));
      state.remove = 'done';
    },
    deleteFailed: (state) => {
      state.remove = 'failed';
    },
  },
  selectors: {
    selectSeriesStatus: (state) => state.status,
    selectSeriesUserId: (state) => state.userId,
    selectSeriesRecords: (state) => state.records,
    selectFromCache: (state) => state.fromCache,
    selectSaveProgress: (state) => state.save,
    selectDeleteProgress: (state) => state.remove,
  },
});

export const {
  seriesOpened,
  seriesReloadRequested,
  seriesLoaded,
  seriesLoadFailed,
  titlesSaveRequested,
  titlesSaved,
  titlesSaveFailed,
  outcomeSeen,
  deleteRequested,
  storyboardsDeleted,
  deleteFailed,
} = seriesSlice.actions;
export const { selectSeriesStatus, selectSeriesUserId, selectSeriesRecords, selectFromCache, selectSaveProgress, selectDeleteProgress } = seriesSlice.selectors;

/** The listing by series (memoised: the page re-renders on every keystroke of an edit). */
export const selectSeriesGroups = createSelector([selectSeriesRecords], groupBySeries);
