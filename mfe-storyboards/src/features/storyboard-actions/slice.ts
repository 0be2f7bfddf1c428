import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  STORYBOARD_ACTION_TEXTS as T,
  type PublishQuality,
  type StoryboardDetail,
  type UserHit,
} from '@portal/shared-contracts/storyboards';
import type { PageStatus } from '@portal/shared-ui';
import type { StoryboardActionKind } from './rules';

/** What the user asked the bar to do, with what the dialogs gathered. */
export type ActionRequest =
  | { readonly kind: 'release'; readonly storyboard: StoryboardDetail; readonly quality: PublishQuality }
  | { readonly kind: 'suspend' | 'delete' | 'moveToLive' | 'backToDev' | 'unlist'; readonly storyboard: StoryboardDetail }
  | { readonly kind: 'clone'; readonly storyboard: StoryboardDetail; readonly title: string }
  | { readonly kind: 'moveToMarketplace'; readonly storyboard: StoryboardDetail; readonly author: string; readonly description: string }
  | { readonly kind: 'moveToCustomer'; readonly storyboard: StoryboardDetail; readonly title: string; readonly targetUserId: number };

/** The progress dialog's first step for each action (001 §2: every long action shows progress). */
export const FIRST_STEP: Readonly<Record<StoryboardActionKind, string>> = {
  release: T.releasing,
  suspend: T.suspending,
  delete: T.deleting,
  clone: T.cloning,
  moveToLive: T.movingToLive,
  backToDev: T.movingToDev,
  moveToMarketplace: T.movingToMarketplace,
  unlist: T.unlisting,
  moveToCustomer: T.movingToCustomer,
};

export interface UserSearchState {
  readonly query: string;
  readonly status: PageStatus;
  readonly hits: readonly UserHit[];
  readonly error: string | null;
}

/** The action bar (001 §4): the one action running, the last failure, the admin's user search. */
export interface StoryboardActionsState {
  /** One action at a time; its progress dialog shows `message`. */
  readonly running: { readonly kind: StoryboardActionKind; readonly storyboardId: number; readonly message: string } | null;
  /** The last failure, in the spec's words (001 §8), until dismissed or the next action. */
  readonly error: string | null;
  /** The api answered that the plan lacks the feature: the bar offers the upgrade path. */
  readonly upgradeOffered: boolean;
  readonly userSearch: UserSearchState;
}

const idleSearch: UserSearchState = { query: '', status: 'idle', hits: [], error: null };

const initialState: StoryboardActionsState = { running: null, error: null, upgradeOffered: false, userSearch: idleSearch };

export const storyboardActionsSlice = createSlice({
  name: 'storyboardActions',
  initialState,
  reducers: {
    /** A dialog was confirmed or a button pressed; ignored while another action runs. */
    actionRequested: (state, { payload }: PayloadAction<ActionRequest>) => {
      if (state.running) return;
      state.running = { kind: payload.kind, storyboardId: payload.storyboard.id, message: FIRST_STEP[payload.kind] };
      state.error = null;
      state.upgradeOffered = false;
    },
    /** The bar refused before asking (listed, no required tag): the message shows, nothing runs. */
    actionRefused: (state, { payload }: PayloadAction<{ message: string }>) => {
      if (!state.running) state.error = payload.message;
    },
    /** The running action moved to its next step. */
    actionProgressed: (state, { payload }: PayloadAction<{ message: string }>) => {
      if (state.running) state.running.message = payload.message;
    },
    actionSucceeded: (state) => {
      state.running = null;
    },
    actionFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.running = null;
      state.error = payload.message;
    },
    /** The api refused for the plan (FEATURE_NOT_IN_PLAN): the upgrade path instead of an error. */
    upgradeRequired: (state) => {
      state.running = null;
      state.upgradeOffered = true;
    },
    upgradeDismissed: (state) => {
      state.upgradeOffered = false;
    },
    errorDismissed: (state) => {
      state.error = null;
    },
    /** The bar left the page (or turned to another storyboard): its action and search stop. */
    actionBarClosed: () => initialState,
    /** The admin typed in the user search (the saga waits out the debounce). */
    userSearchChanged: (state, { payload }: PayloadAction<{ query: string }>) => {
      const { query } = payload;
      if (!query.trim()) {
        state.userSearch = { ...idleSearch, hits: [], query };
        return;
      }
      // The hits found so far stay listed while the next search runs.
      state.userSearch.query = query;
      state.userSearch.status = 'loading';
      state.userSearch.error = null;
    },
    usersFound: (state, { payload }: PayloadAction<{ query: string; hits: UserHit[] }>) => {
      if (payload.query !== state.userSearch.query) return;
      state.userSearch = { query: payload.query, status: 'succeeded', hits: payload.hits, error: null };
    },
    userSearchFailed: (state, { payload }: PayloadAction<{ query: string; message: string }>) => {
      if (payload.query !== state.userSearch.query) return;
      state.userSearch = { query: payload.query, status: 'failed', hits: [], error: payload.message };
    },
  },
  selectors: {
    selectRunning: (state) => state.running,
    selectActionError: (state) => state.error,
    selectUpgradeOffered: (state) => state.upgradeOffered,
    selectUserSearch: (state) => state.userSearch,
  },
});

export const {
  actionRequested,
  actionRefused,
  actionProgressed,
  actionSucceeded,
  actionFailed,
  upgradeRequired,
  upgradeDismissed,
  errorDismissed,
  actionBarClosed,
  userSearchChanged,
  usersFound,
  userSearchFailed,
} = storyboardActionsSlice.actions;

export const { selectRunning, selectActionError, selectUpgradeOffered, selectUserSearch } = storyboardActionsSlice.selectors;
