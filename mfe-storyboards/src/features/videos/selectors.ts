import { createSelector } from '@reduxjs/toolkit';
import { planSearch, type SearchPlan } from './criteria';
import { videosSlice } from './slice';

/** Components and sagas read the Videos page only through these (state is the remote's root state). */
export const {
  selectCriteria,
  selectStatus,
  selectLoadingFrom,
  selectError,
  selectAssets,
  selectHasMore,
  selectSelectedIds,
  selectShown,
  selectDeletion,
} = videosSlice.selectors;

/** The selected rows' assets, in the order they were ticked (rows no longer loaded are left out). */
export const selectSelectedAssets = createSelector([selectAssets, selectSelectedIds], (assets, ids) => {
  const byId = new Map(assets.map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
});

/** How the criteria are asked for: the first page's plan (an unaskable one explains the empty table). */
export const selectPlan = createSelector([selectCriteria], (criteria): SearchPlan => planSearch(criteria, 0));
