import { createSelector } from '@reduxjs/toolkit';
import type { StoryboardListItem } from '@portal/shared-contracts';
import { itemSelectors, storyboardListSlice } from './slice';

/** Components and sagas read the list only through these (state is the remote's root state). */
export const { selectCriteria, selectStatus, selectLoadingFrom, selectError, selectTotal } = storyboardListSlice.selectors;

/** The storyboards loaded so far, in the order the pages came. */
export const selectStoryboards = createSelector(
  [storyboardListSlice.selectors.selectItems],
  (items): StoryboardListItem[] => itemSelectors.selectAll(items),
);

/** "Has more" when the total exceeds the results held (001 §7); unknown before the first answer. */
export const selectHasMore = createSelector(
  [selectStatus, selectTotal, storyboardListSlice.selectors.selectItems],
  (status, total, items): boolean => status !== 'idle' && total > itemSelectors.selectTotal(items),
);
