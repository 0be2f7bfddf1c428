// What the storyboard features share through the store (the feature-boundaries lint rule
// lets features meet only at an index).
export { storyboardChanged, storyboardRefreshRequested } from './events';
export { ASSET_DRAG_TYPE, droppedAsset, isAssetDrag, startAssetDrag, type DraggedAsset } from './assetDrag';
