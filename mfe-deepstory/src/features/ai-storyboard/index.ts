// One AI storyboard (002 §2 "Storyboard details", §4): what it offers the remote's store
// and the film step. Its page is loaded lazily by pages/AiStoryboardPage.tsx, so the store
// does not pull the page's code in.
export {
  aiStoryboardSlice,
  selectAiStoryboard,
  storyboardOpened,
  storyboardLoaded,
  storyboardRefreshRequested,
  postProductionCancelled,
  postProductionChecked,
  postProductionRequested,
  postProductionWatched,
  metadataRefreshed,
  type AiStoryboardState,
} from './slice';
export { aiStoryboardSaga } from './sagas';
export { isPostProductionDone, isPostProductionFailed } from './filmRules';
export { useStoryboardRoute } from './useStoryboardRoute';
export { showsVideo } from './draft';
