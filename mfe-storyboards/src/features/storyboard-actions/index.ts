// What the storyboard action bar (001 §4, §6) offers: the bar for the detail page, and its
// slice and saga for the remote's store (store.ts takes them from ./state, without the UI).
export { StoryboardActionBar, type StoryboardActionBarProps } from './StoryboardActionBar';
export { actionBarButtons, refusalOf, type BarAction, type BarButton } from './rules';
export { storyboardActionsSlice, storyboardActionsSaga } from './state';
