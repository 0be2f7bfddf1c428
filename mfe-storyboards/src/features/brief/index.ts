// The custom storyboard request (001 §2 "Create Brief modal", /requestform; docs/adr/025):
// the Create Brief button, which loads its modal on first opening, for My Storyboards and
// the request page, and the store parts (store.ts takes them from ./state, without the UI).
// pages/RequestFormPage.tsx loads the request page itself lazily.
export { CreateBriefButton, type CreateBriefButtonProps } from './CreateBriefButton';
export { briefSlice, briefSaga } from './state';
