// What the marketplace feature (001 §1, §3, §4, §7) offers the remote. Its page is loaded
// lazily by pages/StoryboardsPage.tsx, so the store does not pull the page's code in;
// ListingTile is here for the storymaker side panel, which shows the same tiles.
export { marketplaceSlice } from './slice';
export { listingSlice } from './listingSlice';
export { marketplaceSaga } from './sagas';
export { ListingTile, type ListingTileProps } from './components/ListingTile';
