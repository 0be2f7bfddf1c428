// What the storymaker side panel (001 §2) offers the remote: the panel, placed by the
// Storymaker pages. Its store parts are in state.ts, for store.ts.
export { StorymakerSidePanel, type StorymakerSidePanelProps } from './StorymakerSidePanel';
