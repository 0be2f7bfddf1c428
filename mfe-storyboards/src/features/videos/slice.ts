import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetHit } from '@portal/shared-contracts/storyboards';
import { pagedList, type LoadedPage, type PagedListState } from '@portal/shared-ui';
import { INITIAL_CRITERIA, sameSearch, type VideosCriteria } from './criteria';

/** The pages of library assets loaded for the criteria (shared-ui's paged list), by row id. */
export const videoPages = pagedList<AssetHit, number>((hit) => hit.id);

/** Where a delete of the selected assets stands: asked (the confirmation shows), running, or neither. */
export type DeletionStatus = 'idle' | 'confirming' | 'deleting';

/** The Videos page (001 §2): criteria, the pages loaded, the rows selected, the asset in the summary panel. */
export interface VideosState extends PagedListState<AssetHit, number> {
  readonly criteria: VideosCriteria;
  /** The rows ticked in the Selection column (their row ids), in the order ticked. */
  readonly selectedIds: readonly number[];
  /** The asset the summary panel shows; null shows the welcome video. Kept while the list reloads. */
  readonly shown: AssetHit | null;
  readonly deletion: DeletionStatus;
}

const initialState: VideosState = { criteria: INITIAL_CRITERIA, selectedIds: [], shown: null, deletion: 'idle', ...videoPages.initialState() };

type Draft = { -readonly [K in keyof VideosState]: VideosState[K] };

/** New criteria; a changed question starts the list over, and a selection of rows that go with it is dropped. */
function ask(state: Draft, next: VideosCriteria): void {
  const changed = !sameSearch(state.criteria, next);
  state.criteria = next;
  if (!changed) return;
  videoPages.startOver(state);
  state.selectedIds = [];
}

export const videosSlice = createSlice({
  name: 'videos',
  initialState,
  reducers: {
    /** The page was opened: the first page loads unless something is loaded or loading; the library is marked seen. */
    libraryOpened: (state) => {
      if (state.status === 'idle') videoPages.startOver(state);
    },
    /** Keywords or tags typed in the tools panel (the saga waits 500 ms for more). */
    keywordsChanged: (state, { payload }: PayloadAction<Partial<Pick<VideosCriteria, 'text' | 'tags'>>>) =>
      ask(state, { ...state.criteria, ...payload }),
    /** A radio filter of the tools panel. */
    filtersChanged: (state, { payload }: PayloadAction<Partial<Pick<VideosCriteria, 'mediaType' | 'source' | 'assetKind'>>>) =>
      ask(state, { ...state.criteria, ...payload }),
    /** The table's column filters or sort (null sort: the default, newest first). */
    tableChanged: (state, { payload }: PayloadAction<Pick<VideosCriteria, 'columns' | 'sort'>>) =>
      ask(state, { ...state.criteria, columns: payload.columns, sort: payload.sort }),
    /** The tools panel's Reset: keywords, tags and radios cleared (each column filter has its own reset). */
    toolsReset: (state) => ask(state, { ...state.criteria, text: '', tags: [], mediaType: null, source: null, assetKind: null }),
    /** The table's end came into reach, or Retry was pressed: `from` = assets loaded. */
    pageRequested: (state, { payload }: PayloadAction<{ from: number }>) => videoPages.pageRequested(state, payload.from),
    pageLoaded: (state, { payload }: PayloadAction<LoadedPage<AssetHit>>) => videoPages.pageLoaded(state, payload),
    pageFailed: (state, { payload }: PayloadAction<{ message: string }>) => videoPages.pageFailed(state, payload.message),
    selectionChanged: (state, { payload }: PayloadAction<readonly number[]>) => {
      state.selectedIds = [...payload];
    },
    /** A row's date was chosen: the summary panel shows that asset. */
    assetShown: (state, { payload }: PayloadAction<AssetHit>) => {
      state.shown = payload;
    },
    /** Download pressed; the saga toasts when nothing is selected, else hands the selection to the download job. */
    downloadRequested: (state) => state,
    /** Delete pressed: the confirmation shows when something is selected (the saga toasts otherwise). */
    deleteRequested: (state) => {
      if (state.selectedIds.length > 0 && state.deletion === 'idle') state.deletion = 'confirming';
    },
    deleteCancelled: (state) => {
      if (state.deletion === 'confirming') state.deletion = 'idle';
    },
    deleteConfirmed: (state) => {
      if (state.deletion === 'confirming') state.deletion = 'deleting';
    },
    /** The deletes are done (`deleted`: the row ids that went): the list loads again from the start. */
    deleteFinished: (state, { payload }: PayloadAction<{ deleted: readonly number[] }>) => {
      state.deletion = 'idle';
      if (state.shown && payload.deleted.includes(state.shown.id)) state.shown = null;
      if (payload.deleted.length === 0) return;
      videoPages.startOver(state);
      state.selectedIds = [];
    },
  },
  selectors: {
    selectCriteria: (state) => state.criteria,
    selectStatus: (state) => state.status,
    selectLoadingFrom: (state) => state.loadingFrom,
    selectError: (state) => state.error,
    selectAssets: (state) => videoPages.selectItems(state),
    selectHasMore: (state) => videoPages.hasMore(state),
    selectSelectedIds: (state) => state.selectedIds,
    selectShown: (state) => state.shown,
    selectDeletion: (state) => state.deletion,
  },
});

export const {
  libraryOpened,
  keywordsChanged,
  filtersChanged,
  tableChanged,
  toolsReset,
  pageRequested,
  pageLoaded,
  pageFailed,
  selectionChanged,
  assetShown,
  downloadRequested,
  deleteRequested,
  deleteCancelled,
  deleteConfirmed,
  deleteFinished,
} = videosSlice.actions;
