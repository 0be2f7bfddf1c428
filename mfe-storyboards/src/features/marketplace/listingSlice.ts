import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Listing } from '@portal/shared-contracts/storyboards';
import type { PageStatus } from '@portal/shared-ui';

/** The listing shown in the modal (its id is in the page's URL). */
export interface OpenedListing {
  readonly listingId: number;
  readonly status: PageStatus;
  readonly listing: Listing | null;
  readonly error: string | null;
}

/**
 * Where adding a listing to the account is: copy-script asked (`starting`), its copy
 * request polled every 2500 ms (`polling`), then an end. `resumed` marks a copy started
 * before this mount (a reload, another area) and followed again from its stored id.
 */
export type CopyPhase = 'idle' | 'starting' | 'polling' | 'completed' | 'failed' | 'timedOut';

export interface CopyState {
  readonly phase: CopyPhase;
  readonly listingId: number | null;
  readonly requestId: number | null;
  /** The new storyboard, once Completed. */
  readonly scriptId: number | null;
  readonly error: string | null;
  readonly resumed: boolean;
}

export interface ListingState {
  readonly opened: OpenedListing | null;
  readonly copy: CopyState;
  /** The api refused a copy for the plan (403 FEATURE_NOT_IN_PLAN): the upgrade path shows. */
  readonly refusedByPlan: boolean;
}

const IDLE_COPY: CopyState = { phase: 'idle', listingId: null, requestId: null, scriptId: null, error: null, resumed: false };
const initialState: ListingState = { opened: null, copy: IDLE_COPY, refusedByPlan: false };

/** Whether the copy in the state is the one an answer is about. */
const about = (state: ListingState, requestId: number): boolean => state.copy.requestId === requestId && state.copy.phase === 'polling';
const busy = (copy: CopyState): boolean => copy.phase === 'starting' || copy.phase === 'polling';

export const listingSlice = createSlice({
  name: 'marketplaceListing',
  initialState,
  reducers: {
    listingOpened: (state, { payload }: PayloadAction<{ listingId: number }>) => {
      if (state.opened?.listingId === payload.listingId) return;
      state.opened = { listingId: payload.listingId, status: 'loading', listing: null, error: null };
      // An ended copy's message belongs to the listing it was about.
      if (!busy(state.copy)) state.copy = IDLE_COPY;
    },
    listingClosed: (state) => {
      state.opened = null;
      // The modal showed how this mount's copy ended; a copy still running reports on the page.
      if (!busy(state.copy) && !state.copy.resumed) state.copy = IDLE_COPY;
    },
    listingLoaded: (state, { payload }: PayloadAction<{ listing: Listing }>) => {
      if (state.opened?.listingId !== payload.listing.listingId) return;
      state.opened = { ...state.opened, status: 'succeeded', listing: payload.listing, error: null };
    },
    listingLoadFailed: (state, { payload }: PayloadAction<{ listingId: number; message: string }>) => {
      if (state.opened?.listingId !== payload.listingId) return;
      state.opened = { ...state.opened, status: 'failed', error: payload.message };
    },
    /** "Add to account": copy-script is asked (one copy at a time). */
    addToAccountClicked: (state, { payload }: PayloadAction<{ listingId: number }>) => {
      if (busy(state.copy)) return;
      state.copy = { ...IDLE_COPY, phase: 'starting', listingId: payload.listingId };
    },
    /** copy-script answered 403 FEATURE_NOT_IN_PLAN. */
    copyRefusedByPlan: (state) => {
      state.copy = IDLE_COPY;
      state.refusedByPlan = true;
    },
    /** copy-script failed otherwise. */
    copyRequestFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      if (state.copy.phase !== 'starting') return;
      state.copy = { ...state.copy, phase: 'failed', error: payload.message };
    },
    copyStarted: (state, { payload }: PayloadAction<{ requestId: number }>) => {
      if (state.copy.phase !== 'starting') return;
      state.copy = { ...state.copy, phase: 'polling', requestId: payload.requestId };
    },
    /** A stored copy request is followed again at mount; a copy started here takes precedence. */
    copyResumed: (state, { payload }: PayloadAction<{ requestId: number }>) => {
      if (busy(state.copy)) return;
      state.copy = { ...IDLE_COPY, phase: 'polling', requestId: payload.requestId, resumed: true };
    },
    copyCompleted: (state, { payload }: PayloadAction<{ requestId: number; scriptId: number }>) => {
      if (!about(state, payload.requestId)) return;
      state.copy = { ...state.copy, phase: 'completed', scriptId: payload.scriptId };
    },
    copyFailed: (state, { payload }: PayloadAction<{ requestId: number; message: string }>) => {
      if (!about(state, payload.requestId)) return;
      state.copy = { ...state.copy, phase: 'failed', error: payload.message };
    },
    /** The portal stopped waiting; the request id stays stored and is followed at the next mount. */
    copyTimedOut: (state, { payload }: PayloadAction<{ requestId: number; message: string }>) => {
      if (!about(state, payload.requestId)) return;
      state.copy = { ...state.copy, phase: 'timedOut', error: payload.message };
    },
    copyNoticeDismissed: (state) => {
      if (!busy(state.copy)) state.copy = IDLE_COPY;
    },
  },
  selectors: {
    selectOpened: (state) => state.opened,
    selectCopy: (state) => state.copy,
    selectRefusedByPlan: (state) => state.refusedByPlan,
  },
});

export const {
  listingOpened,
  listingClosed,
  listingLoaded,
  listingLoadFailed,
  addToAccountClicked,
  copyRefusedByPlan,
  copyRequestFailed,
  copyStarted,
  copyResumed,
  copyCompleted,
  copyFailed,
  copyTimedOut,
  copyNoticeDismissed,
} = listingSlice.actions;

export const { selectOpened, selectCopy, selectRefusedByPlan } = listingSlice.selectors;
