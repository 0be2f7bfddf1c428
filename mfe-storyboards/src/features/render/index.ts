// Render (001 §2 Render tab, "Render Video" dialog and progress, shot panels in render mode;
// §4 "Render"): what the storyboard detail page shows in its Render tab and, while that
// tab is open, in place of its shot panels. store.ts takes the slice and saga from ./state.
export { RenderShotList } from './components/RenderShotList';
export { RenderTab, RenderTabLabel } from './components/RenderTab';
export { renderSlices, renderSaga } from './state';
