import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoryboardListItem } from '@portal/shared-contracts/storyboards';
import { pagedList, type LoadedPage, type PagedListState } from '@portal/shared-ui';
import { INITIAL_CRITERIA, sameSearch, type SearchCriteria } from './criteria';

/** The pages of storyboards loaded for the criteria (shared-ui's paged list). */
export const storyboardPages = pagedList<StoryboardListItem, number>((item) => item.scriptId);

/** My Storyboards (001 §2): the search bar's criteria and the pages of hits loaded for them. */
export interface StoryboardListState extends PagedListState<StoryboardListItem, number> {
  readonly criteria: SearchCriteria;
}

const initialState: StoryboardListState = { criteria: INITIAL_CRITERIA, ...storyboardPages.initialState() };
const { startOver } = storyboardPages;

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
    pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => storyboardPages.pageRequested(state, payload.from),
    pageLoaded: (state, { payload }: PayloadAction<LoadedPage<StoryboardListItem>>) => storyboardPages.pageLoaded(state, payload),
    pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => storyboardPages.pageFailed(state, payload.message),
  },
  selectors: {
    selectCriteria: (state) => state.criteria,
    selectStatus: (state) => state.status,
    selectLoadingFrom: (state) => state.loadingFrom,
    selectError: (state) => state.error,
    selectTotal: (state) => state.total,
    selectStoryboards: (state) => storyboardPages.selectItems(state),
    selectHasMore: (state) => storyboardPages.hasMore(state),
  },
});

export const { listOpened, criteriaChanged, criteriaReset, pageRequested, pageLoaded, pageFailed } = storyboardListSlice.actions;

