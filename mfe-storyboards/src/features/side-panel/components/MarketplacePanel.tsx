import type { ReactElement } from 'react';
import { href } from '@portal/shared-contracts/core';
import { STORYMAKER_PANEL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { ListingTile } from '../../marketplace';
import { listingList } from '../lists';
import { PanelListView } from './PanelListView';

/** Market Place (001 §2, the panel shown first): listings, 100 a page (GET /search/listings), each linking to /storymaker/{scriptId}. */
export function MarketplacePanel(): ReactElement {
  return (
    <PanelListView
      list={listingList}
      label={T.listingList}
      searchLabel={T.searchMarketplace}
      getKey={(listing) => String(listing.listingId)}
      renderItem={(listing) => <ListingTile listing={listing} to={href.storymakerStoryboard(listing.scriptId)} />}
      empty={{ title: T.noListings, description: T.tryOtherWords }}
    />
  );
}
