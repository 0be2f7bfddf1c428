// What the My Storyboards feature (001 §2) offers the remote's store. Its page is loaded
// lazily by pages/StoryboardsPage.tsx, so the store does not pull the page's code in.
export { storyboardListSlice } from './slice';
export { storyboardListSaga } from './sagas';
