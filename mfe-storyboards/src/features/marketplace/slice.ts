import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing } from '@portal/shared-contracts';
import type { PageStatus } from '@portal/shared-ui';
import { INITIAL_CRITERIA, sameSearch, type MarketplaceCriteria } from './criteria';

const adapter = createEntityAdapter<Listing, number>({ selectId: (listing) => listing.listingId });

/**
 * Browsing the marketplace (001 §1, §7): the Popular row (listings tagged 'Popular') and
 * the grid of every listing matching the search, loaded in pages of 100.
 */
export interface MarketplaceState {
  readonly criteria: MarketplaceCriteria;
  readonly listings: EntityState<Listing, number>;
  /** result.total.value of the latest grid answer. */
  readonly total: number;
  readonly status: PageStatus;
  /** The offset the grid page being loaded starts at (while `status` is loading). */
  readonly loadingFrom: number;
  readonly error: string | null;
  readonly popular: readonly Listing[];
  readonly popularStatus: PageStatus;
  readonly popularError: string | null;
}

const initialState: MarketplaceState = {
  criteria: INITIAL_CRITERIA,
  listings: adapter.getInitialState(),
  total: 0,
  status: 'idle',
  loadingFrom: 0,
  error: null,
  popular: [],
  popularStatus: 'idle',
  popularError: null,
};

type Draft = { -readonly [K in keyof MarketplaceState]: MarketplaceState[K] };

/** A fresh first grid page is on its way: the grid empties and shows its skeleton. */
function startOver(state: Draft): void {
  state.listings = adapter.removeAll(state.listings);
  state.total = 0;
  state.status = 'loading';
  state.loadingFrom = 0;
  state.error = null;
}

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
    pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => {
      state.status = 'loading';
      state.loadingFrom = payload.from;
      state.error = null;
    },
    pageLoaded: (state, { payload }: PayloadAction<{ from: number; hits: Listing[]; total: number }>) => {
      state.listings = payload.from === 0 ? adapter.setAll(state.listings, payload.hits) : adapter.setMany(state.listings, payload.hits);
      state.total = payload.total;
      state.status = 'succeeded';
      state.error = null;
    },
    pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
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
    selectListingEntities: (state) => state.listings,
    selectPopular: (state) => state.popular,
    selectPopularStatus: (state) => state.popularStatus,
    selectPopularError: (state) => state.popularError,
  },
});

export const { marketplaceOpened, criteriaChanged, pageRequested, pageLoaded, pageFailed, popularRequested, popularLoaded, popularFailed } =
  marketplaceSlice.actions;

export const listingEntitySelectors = adapter.getSelectors();
