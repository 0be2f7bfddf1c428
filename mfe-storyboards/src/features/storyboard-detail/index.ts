// What the storyboard detail feature (001 §2) offers the remote's store. Its page is loaded
// lazily by pages/StoryboardDetailPage.tsx, so the store does not pull the page's code in.
export { selectOpenStoryboardCustomer, storyboardDetailSlice } from './slice';
export { storyboardDetailSaga } from './sagas';
