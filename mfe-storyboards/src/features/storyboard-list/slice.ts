import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { StoryboardListItem } from '@portal/shared-contracts';
import type { PageStatus } from '@portal/shared-ui';
import { INITIAL_CRITERIA, sameSearch, type SearchCriteria } from './criteria';

const adapter = createEntityAdapter<StoryboardListItem, number>({ selectId: (item) => item.scriptId });

/** My Storyboards (001 §2): the search bar's criteria and the pages of hits loaded for them. */
export interface StoryboardListState {
  readonly criteria: SearchCriteria;
  readonly items: EntityState<StoryboardListItem, number>;
  /** result.total.value of the latest answer. */
  readonly total: number;
  readonly status: PageStatus;
  /** The offset the page being loaded starts at (while `status` is loading). */
  readonly loadingFrom: number;
  readonly error: string | null;
}

const initialState: StoryboardListState = {
  criteria: INITIAL_CRITERIA,
  items: adapter.getInitialState(),
  total: 0,
  status: 'idle',
  loadingFrom: 0,
  error: null,
};

type Draft = { -readonly [K in keyof StoryboardListState]: StoryboardListState[K] };

/** A fresh first page is on its way: the grid empties and shows its skeleton. */
function startOver(state: Draft): void {
  state.items = adapter.removeAll(state.items);
  state.total = 0;
  state.status = 'loading';
  state.loadingFrom = 0;
  state.error = null;
}

export const storyboardListSlice = createSlice({
  name: 'storyboardList',
  initialState,
  reducers: {
    /** The page was opened; the first page loads unless something is loaded or loading. */
    listOpened: (state) => {
      if (state.status === 'idle') startOver(state);
    },
    /** The search bar changed; a changed question starts over (the saga waits 500 ms first). */
    criteriaChanged: (state, { payload }: PayloadAction<Partial<SearchCriteria>>) => {
      const next = { ...state.criteria, ...payload };
      const changed = !sameSearch(state.criteria, next);
      state.criteria = { ...next, tags: [...next.tags] };
      if (changed) startOver(state);
    },
    /** Reset: every criterion back to its first value. */
    criteriaReset: (state) => {
      const changed = !sameSearch(state.criteria, INITIAL_CRITERIA);
      state.criteria = { ...INITIAL_CRITERIA, tags: [] };
      if (changed) startOver(state);
    },
    /** The list's end came into reach, or Retry was pressed: `from` = storyboards loaded. */
    pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => {
      state.status = 'loading';
      state.loadingFrom = payload.from;
      state.error = null;
    },
    pageLoaded: (state, { payload }: PayloadAction<{ from: number; hits: StoryboardListItem[]; total: number }>) => {
      state.items = payload.from === 0 ? adapter.setAll(state.items, payload.hits) : adapter.setMany(state.items, payload.hits);
      state.total = payload.total;
      state.status = 'succeeded';
      state.error = null;
    },
    pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
  },
  selectors: {
    selectCriteria: (state) => state.criteria,
    selectStatus: (state) => state.status,
    selectLoadingFrom: (state) => state.loadingFrom,
    selectError: (state) => state.error,
    selectTotal: (state) => state.total,
    selectItems: (state) => state.items,
  },
});

export const { listOpened, criteriaChanged, criteriaReset, pageRequested, pageLoaded, pageFailed } = storyboardListSlice.actions;

export const itemSelectors = adapter.getSelectors();
