import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MediaAsset, ReusableAsset, ReusableAssetMediaType, UpdateReusableAsset } from '@portal/shared-contracts/storyboards';

export type AssetStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';

/**
 * Whether the asset's media can be shown (001 §2: readiness polled every 250 ms): the
 * processing record says Ready or Failed, or there is none (media stored as it is, like
 * the seed's public images) and it shows as stored.
 */
export type Readiness =
  | { readonly status: 'checking' }
  | { readonly status: 'ready'; readonly media: MediaAsset | null }
  | { readonly status: 'failed'; readonly error: string | null };

/** A write's progress: saving or deleting, or its failure's text. */
export interface WriteState {
  readonly status: 'idle' | 'busy' | 'failed';
  readonly error: string | null;
}

/** The reusable asset page (001 §2): the asset, its media's readiness, edit mode, save and delete. */
export interface ReusableAssetState {
  readonly id: number | null;
  /** The customer whose asset it is (an admin may open another customer's); null for the signed-in user's. */
  readonly customerId: string | null;
  readonly status: AssetStatus;
  readonly asset: ReusableAsset | null;
  readonly error: string | null;
  readonly readiness: Readiness;
  readonly editing: boolean;
  readonly save: WriteState;
  readonly removal: WriteState & { readonly confirming: boolean };
  readonly creating: boolean;
}

const idle: WriteState = { status: 'idle', error: null };
const initialState: ReusableAssetState = {
  id: null,
  customerId: null,
  status: 'idle',
  asset: null,
  error: null,
  readiness: { status: 'checking' },
  editing: false,
  save: idle,
  removal: { ...idle, confirming: false },
  creating: false,
};

/** The media of a new reusable asset: a registered upload or picked photo. */
export interface NewReusableAsset {
  readonly assetId: string;
  readonly mediaType: ReusableAssetMediaType;
  /** The customer it is kept for; the signed-in user's by default. */
  readonly customerId?: string;
}

export const reusableAssetSlice = createSlice({
  name: 'reusableAsset',
  initialState: initialState as ReusableAssetState,
  reducers: {
    /** The page opened on an asset: it loads afresh (its media may have moved on). */
    assetOpened: (state, { payload }: PayloadAction<{ id: number; customerId: string | null }>) => ({
      ...initialState,
      id: payload.id,
      customerId: payload.customerId,
      status: 'loading',
      creating: state.creating,
    }),
    /** The page closed: the readiness poll stops. */
    assetClosed: (state) => ({ ...initialState, creating: state.creating }),
    assetRetried: (state) => ({ ...state, status: 'loading', error: null }),
    assetLoaded: (state, { payload }: PayloadAction<ReusableAsset>) => (payload.id === state.id ? { ...state, status: 'loaded', asset: payload, error: null } : state),
    assetFailed: (state, { payload }: PayloadAction<{ notFound: boolean; message: string }>) => ({
      ...state,
      status: payload.notFound ? 'notFound' : 'failed',
      error: payload.message,
    }),
    /** The processing record's final answer, or null when the media has none. */
    mediaSettled: (state, { payload }: PayloadAction<MediaAsset | null>) => ({
      ...state,
      readiness: payload?.status === 'Failed' ? { status: 'failed', error: payload.error } : { status: 'ready', media: payload },
    }),
    editStarted: (state) => (state.asset ? { ...state, editing: true, save: idle } : state),
    editCancelled: (state) => ({ ...state, editing: false, save: idle }),
    /** Save with the fields that changed (the form holds the edits until then). */
    saveRequested: (state, _action: PayloadAction<UpdateReusableAsset>) =>
      state.editing && state.save.status !== 'busy' ? { ...state, save: { status: 'busy', error: null } } : state,
    reusableAssetSaved: (state, { payload }: PayloadAction<ReusableAsset>) =>
      payload.id === state.id ? { ...state, asset: payload, editing: false, save: idle } : state,
    saveFailed: (state, { payload }: PayloadAction<{ message: string }>) => ({ ...state, save: { status: 'failed', error: payload.message } }),
    saveErrorDismissed: (state) => ({ ...state, save: idle }),
    deleteAsked: (state) => ({ ...state, removal: { ...idle, confirming: true } }),
    deleteCancelled: (state) => (state.removal.status === 'busy' ? state : { ...state, removal: { ...idle, confirming: false } }),
    /** 'delete' was typed and confirmed (001 §5). */
    deleteConfirmed: (state) => (state.removal.status === 'busy' ? state : { ...state, removal: { status: 'busy', error: null, confirming: true } }),
    reusableAssetDeleted: (state, { payload }: PayloadAction<{ id: number }>) =>
      payload.id === state.id ? { ...state, removal: { ...idle, confirming: false } } : state,
    deleteFailed: (state, { payload }: PayloadAction<{ message: string }>) => ({ ...state, removal: { status: 'failed', error: payload.message, confirming: false } }),
    /** Keep an uploaded asset or picked photo as a reusable asset; the page of the new one opens. */
    reusableAssetCreationRequested: (state, _action: PayloadAction<NewReusableAsset>) => ({ ...state, creating: true }),
    reusableAssetCreated: (state, _action: PayloadAction<ReusableAsset>) => ({ ...state, creating: false }),
    creationFailed: (state, _action: PayloadAction<{ message: string }>) => ({ ...state, creating: false }),
  },
  selectors: {
    selectReusableAsset: (state) => state,
  },
});

export const {
  assetOpened,
  assetClosed,
  assetRetried,
  assetLoaded,
  assetFailed,
  mediaSettled,
  editStarted,
  editCancelled,
  saveRequested,
  reusableAssetSaved,
  saveFailed,
  saveErrorDismissed,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  reusableAssetDeleted,
  deleteFailed,
  reusableAssetCreationRequested,
  reusableAssetCreated,
  creationFailed,
} = reusableAssetSlice.actions;
export const { selectReusableAsset } = reusableAssetSlice.selectors;
