// The side panel's store parts, for store.ts: importing them does not pull the panel's UI in.
import { listingList, photoList, reusableAssetList, storyboardList } from './lists';
import { storymakerPanelSlice } from './slice';

export { storymakerPanelSaga } from './sagas';

/** The panel's slices: its own, and one per list. */
export const storymakerPanelSlices = [storymakerPanelSlice, reusableAssetList, photoList, storyboardList, listingList] as const;
