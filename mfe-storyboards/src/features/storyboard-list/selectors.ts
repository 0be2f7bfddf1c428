import { storyboardListSlice } from './slice';

/** Components and sagas read the list only through these (state is the remote's root state). */
export const { selectCriteria, selectStatus, selectLoadingFrom, selectError, selectTotal, selectStoryboards, selectHasMore } =
  storyboardListSlice.selectors;
