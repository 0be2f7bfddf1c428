import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing } from '@portal/shared-contracts/storyboards';
import { pagedList, type LoadedPage, type PageStatus, type PagedListState } from '@portal/shared-ui';
import { INITIAL_CRITERIA, sameSearch, type MarketplaceCriteria } from './criteria';

/** The grid's pages of listings (shared-ui's paged list). */
export const listingPages = pagedList<Listing, number>((listing) => listing.listingId);

/**
 * Browsing the marketplace (001 §1, §7): the Popular row (listings tagged 'Popular') and
 * the grid of every listing matching the search, loaded in pages of 100.
 */
export interface MarketplaceState extends PagedListState<Listing, number> {
  readonly criteria: MarketplaceCriteria;
  readonly popular: readonly Listing[];
  readonly popularStatus: PageStatus;
  readonly popularError: string | null;
}

const initialState: MarketplaceState = {
  criteria: INITIAL_CRITERIA,
  ...listingPages.initialState(),
  popular: [],
  popularStatus: 'idle',
  popularError: null,
};
const { startOver } = listingPages;

export const marketplaceSlice = createSlice({
  name: 'marketplace',
  initialState,
  reducers: {
    /** The Marketplace tab was shown: what is not loaded yet (grid, Popular row) loads. */
    marketplaceOpened: (state) => {
      if (state.status === 'idle') startOver(state);
      if (state.popularStatus === 'idle') state.popularStatus = 'loading';
    },
    /** The search box or the tag filter changed; a changed question starts over (after 500 ms). */
    criteriaChanged: (state, { payload }: PayloadAction<Partial<MarketplaceCriteria>>) => {
      const next = { ...state.criteria, ...payload };
      const changed = !sameSearch(state.criteria, next);
      state.criteria = { text: next.text, tags: [...next.tags] };
      if (changed) startOver(state);
    },
    /** The grid's end came into reach, or its Retry was pressed: `from` = listings loaded. */
    pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => listingPages.pageRequested(state, payload.from),
    pageLoaded: (state, { payload }: PayloadAction<LoadedPage<Listing>>) => listingPages.pageLoaded(state, payload),
    pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => listingPages.pageFailed(state, payload.message),
    /** The Popular row's Retry. */
    popularRequested: (state) => {
      state.popularStatus = 'loading';
      state.popularError = null;
    },
    popularLoaded: (state, { payload }: PayloadAction<{ hits: Listing[] }>) => {
      state.popular = payload.hits;
      state.popularStatus = 'succeeded';
      state.popularError = null;
    },
    popularFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.popularStatus = 'failed';
      state.popularError = payload.message;
    },
  },
  selectors: {
    selectCriteria: (state) => state.criteria,
    selectStatus: (state) => state.status,
    selectLoadingFrom: (state) => state.loadingFrom,
    selectError: (state) => state.error,
    selectTotal: (state) => state.total,
    selectListingEntities: (state) => state.items,
    selectListings: (state) => listingPages.selectItems(state),
    selectHasMore: (state) => listingPages.hasMore(state),
    selectPopular: (state) => state.popular,
    selectPopularStatus: (state) => state.popularStatus,
    selectPopularError: (state) => state.popularError,
  },
});

export const { marketplaceOpened, criteriaChanged, pageRequested, pageLoaded, pageFailed, popularRequested, popularLoaded, popularFailed } =
  marketplaceSlice.actions;

