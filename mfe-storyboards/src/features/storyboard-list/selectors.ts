import { createSelector } from '@reduxjs/toolkit';
import { storyboardListSlice } from './slice';

/** Components and sagas read the list only through these (state is the remote's root state). */
export const { selectCriteria, selectStatus, selectLoadingFrom, selectError, selectTotal, selectStoryboards, selectHasMore } =
  storyboardListSlice.selectors;

/** What the grid shows, as one value: the cards, the paging state and the error, always from the same state. */
export const selectListView = createSelector([selectStoryboards, selectStatus, selectHasMore, selectError], (storyboards, status, hasMore, error) => ({
  storyboards,
  status,
  hasMore,
  error,
}));
