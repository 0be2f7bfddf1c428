import { createEntityAdapter, createSlice, type ActionReducerMapBuilder, type EntityAdapter, type EntityId, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing, ReusableAsset, StockPhoto, StoryboardListItem } from '@portal/shared-contracts/storyboards';
import { pagedList, type LoadedPage, type PagedListState } from '@portal/shared-ui';
import { reusableAssetCreated, reusableAssetDeleted, reusableAssetSaved } from '../reusable-asset';

/** One list of the side panel: its search words and the pages loaded for them (shared-ui's paged list). */
export interface PanelListState<T, Id extends EntityId> extends PagedListState<T, Id> {
  readonly query: string;
}

type Writable<T, Id extends EntityId> = { -readonly [K in keyof PanelListState<T, Id>]: PanelListState<T, Id>[K] };

/** What a list's extra reducers change its state with. */
interface ListTools<T, Id extends EntityId> {
  readonly adapter: EntityAdapter<T, Id>;
  /** Empties the list and asks for its first page again. */
  readonly startOver: (state: unknown) => void;
}

interface PanelListOptions<T, Id extends EntityId> {
  /** The search needs words (stock photos): without them the list stays empty and asks nothing. */
  readonly needsWords?: boolean;
  /** How the list follows other features' changes. */
  readonly extraReducers?: (builder: ActionReducerMapBuilder<PanelListState<T, Id>>, tools: ListTools<T, Id>) => void;
}

/**
 * A side panel list as a slice of its own: opened (loads its first page unless loaded),
 * its words changed (starts over; the saga waits out the 500 ms debounce), a page
 * requested, loaded or failed. The four lists differ only in their items and search.
 */
export function panelList<T, Id extends EntityId>(name: string, selectId: (item: T) => Id, options: PanelListOptions<T, Id> = {}) {
  const pages = pagedList<T, Id>(selectId);
  const adapter = createEntityAdapter<T, Id>({ selectId });
  // Immer's draft of a generic state is not assignable to it; the draft is that state.
  const list = (state: unknown): Writable<T, Id> => state as Writable<T, Id>;
  const asks = (query: string): boolean => !options.needsWords || query.trim() !== '';
  const initialState: PanelListState<T, Id> = { query: '', ...pages.initialState() };
  const startOver = (state: unknown): void => pages.startOver(list(state));

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** The list was shown. */
      opened: (state) => {
        if (state.status === 'idle' && asks(state.query)) pages.startOver(list(state));
      },
      /** The search box changed: a different question starts over, no words leave a wordy search empty. */
      queryChanged: (state, { payload }: PayloadAction<{ query: string }>) => {
        const draft = list(state);
        const changed = payload.query.trim() !== draft.query.trim();
        draft.query = payload.query;
        if (!changed) return;
        pages.startOver(draft);
        if (!asks(payload.query)) draft.status = 'idle';
      },
      /** The list's end came into reach, or Retry was pressed: `from` = items loaded. */
      pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => pages.pageRequested(list(state), payload.from),
      pageLoaded: (state, { payload }: PayloadAction<LoadedPage<T>>) => pages.pageLoaded(list(state), payload),
      pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => pages.pageFailed(list(state), payload.message),
    },
    extraReducers: (builder) => options.extraReducers?.(builder, { adapter, startOver }),
    selectors: {
      selectQuery: (state) => state.query,
      selectStatus: (state) => state.status,
      selectLoadingFrom: (state) => state.loadingFrom,
      selectError: (state) => state.error,
      selectItems: (state) => pages.selectItems(state),
      selectHasMore: (state) => pages.hasMore(state),
    },
  });
  return slice;
}

/** A side panel list's slice. */
export type PanelListSlice<T, Id extends EntityId> = ReturnType<typeof panelList<T, Id>>;

/** The Director's Guide: the customer's reusable assets, kept in step with the asset page's saves and deletes. */
export const reusableAssetList = panelList<ReusableAsset, number>('panelReusableAssets', (asset) => asset.id, {
  extraReducers: (builder, { adapter, startOver }) => {
    builder
      .addCase(reusableAssetSaved, (state, { payload }) => {
        adapter.updateOne(state.items, { id: payload.id, changes: payload });
      })
      .addCase(reusableAssetDeleted, (state, { payload }) => {
        if (!state.items.entities[payload.id]) return;
        adapter.removeOne(state.items, payload.id);
        state.total = Math.max(0, state.total - 1);
      })
      // A new asset: a list already shown loads again from the top (where the newest is).
      .addCase(reusableAssetCreated, (state) => {
        if (state.status !== 'idle') startOver(state);
      });
  },
});

export const photoList = panelList<StockPhoto, string>('panelPhotos', (photo) => photo.id, { needsWords: true });
export const storyboardList = panelList<StoryboardListItem, number>('panelStoryboards', (storyboard) => storyboard.scriptId);
export const listingList = panelList<Listing, number>('panelListings', (listing) => listing.listingId);

