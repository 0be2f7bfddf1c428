import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Recommender,
  RecommenderFeedback,
  RecommenderFeedbackBody,
  RecommenderItem,
  RecommenderUser,
} from '@portal/shared-contracts/insights';

/** A modal's answer from the api, for the item it was opened on. */
export interface Detail<T> {
  readonly id: string;
  readonly status: 'loading' | 'succeeded' | 'failed';
  readonly data: T | null;
  readonly error: string | null;
}

export interface CopyState {
  readonly listingId: string | null;
  readonly status: 'idle' | 'copying' | 'done' | 'failed';
  /** The new storyboard, once the copy completed. */
  readonly scriptId: number | null;
  readonly error: string | null;
}

export interface RecommenderState {
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  readonly result: Recommender | null;
  /** The api's message of the failed load, when it sent one. */
  readonly error: string | null;
  /** The three modals (002 §2), each open on its own. */
  readonly user: Detail<RecommenderUser> | null;
  readonly storyboard: Detail<RecommenderItem> | null;
  readonly video: RecommenderItem | null;
  readonly feedback: { readonly status: 'idle' | 'saving' | 'saved' | 'failed'; readonly error: string | null };
  readonly copy: CopyState;
}

const NO_COPY: CopyState = { listingId: null, status: 'idle', scriptId: null, error: null };
const initialState: RecommenderState = {
  status: 'idle',
  result: null,
  error: null,
  user: null,
  storyboard: null,
  video: null,
  feedback: { status: 'idle', error: null },
  copy: NO_COPY,
};

const loading = <T>(id: string): Detail<T> => ({ id, status: 'loading', data: null, error: null });

/** The item with the caller's saved feedback, when it is the one the feedback names. */
function withFeedback(item: RecommenderItem, saved: RecommenderFeedback): RecommenderItem {
  return item.kind === saved.item_kind && item.id === saved.item_id ? { ...item, thumbs: saved.thumbs, ratings: saved.ratings } : item;
}

export const recommenderSlice = createSlice({
  name: 'recommender',
  initialState,
  reducers: {
    /** The page opened, or Retry (a load on its way is abandoned). */
    recommenderRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    /** Feedback moved the rankings: the page reloads them behind what it shows. */
    recommenderRefreshed: () => undefined,
    recommenderLoaded: (state, { payload }: PayloadAction<Recommender>) => {
      state.status = 'succeeded';
      state.result = payload;
    },
    recommenderFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.status = 'failed';
      state.result = null;
      state.error = payload.message;
    },

    userOpened: (state, { payload }: PayloadAction<{ readonly id: string }>) => {
      state.user = loading(payload.id);
      state.feedback = { status: 'idle', error: null };
    },
    userLoaded: (state, { payload }: PayloadAction<{ readonly id: string; readonly user: RecommenderUser }>) => {
      if (state.user?.id === payload.id) state.user = { id: payload.id, status: 'succeeded', data: payload.user, error: null };
    },
    userFailed: (state, { payload }: PayloadAction<{ readonly id: string; readonly message: string | null }>) => {
      if (state.user?.id === payload.id) state.user = { id: payload.id, status: 'failed', data: null, error: payload.message };
    },
    userClosed: (state) => {
      state.user = null;
    },

    storyboardOpened: (state, { payload }: PayloadAction<{ readonly id: string }>) => {
      state.storyboard = loading(payload.id);
      if (state.copy.status !== 'copying') state.copy = NO_COPY;
    },
    storyboardLoaded: (state, { payload }: PayloadAction<{ readonly id: string; readonly item: RecommenderItem }>) => {
      if (state.storyboard?.id === payload.id) state.storyboard = { id: payload.id, status: 'succeeded', data: payload.item, error: null };
    },
    storyboardFailed: (state, { payload }: PayloadAction<{ readonly id: string; readonly message: string | null }>) => {
      if (state.storyboard?.id === payload.id) state.storyboard = { id: payload.id, status: 'failed', data: null, error: payload.message };
    },
    storyboardClosed: (state) => {
      state.storyboard = null;
    },

    videoOpened: (state, { payload }: PayloadAction<RecommenderItem>) => {
      state.video = payload;
    },
    videoClosed: (state) => {
      state.video = null;
    },

    /** Thumbs or the three ratings given in the user modal. */
    feedbackSent: (state, _action: PayloadAction<RecommenderFeedbackBody>) => {
      state.feedback = { status: 'saving', error: null };
    },
    feedbackSaved: (state, { payload }: PayloadAction<RecommenderFeedback>) => {
      state.feedback = { status: 'saved', error: null };
      const user = state.user?.data;
      if (user) user.user = withFeedback(user.user, payload);
    },
    feedbackFailed: (state, { payload }: PayloadAction<{ readonly message: string }>) => {
      state.feedback = { status: 'failed', error: payload.message };
    },

    /** ADD TO ACCOUNT: the listing is copied into the caller's account (001 §4). */
    addToAccountClicked: (state, { payload }: PayloadAction<{ readonly listingId: string }>) => {
      state.copy = { listingId: payload.listingId, status: 'copying', scriptId: null, error: null };
    },
    copyCompleted: (state, { payload }: PayloadAction<{ readonly scriptId: number }>) => {
      state.copy = { ...state.copy, status: 'done', scriptId: payload.scriptId };
    },
    copyFailed: (state, { payload }: PayloadAction<{ readonly message: string }>) => {
      state.copy = { ...state.copy, status: 'failed', error: payload.message };
    },
  },
  selectors: {
    selectRecommender: (state) => state,
  },
});

export const {
  recommenderRequested,
  recommenderRefreshed,
  recommenderLoaded,
  recommenderFailed,
  userOpened,
  userLoaded,
  userFailed,
  userClosed,
  storyboardOpened,
  storyboardLoaded,
  storyboardFailed,
  storyboardClosed,
  videoOpened,
  videoClosed,
  feedbackSent,
  feedbackSaved,
  feedbackFailed,
  addToAccountClicked,
  copyCompleted,
  copyFailed,
} = recommenderSlice.actions;
export const { selectRecommender } = recommenderSlice.selectors;
