import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UgcValue } from '@portal/shared-contracts/storyboards';
import type { AiMetadata } from '@portal/shared-contracts/deepstory';
import {
  fileChosen,
  fileUploaded,
  filmDraftOf,
  itemCleared,
  settingChanged,
  transitionChanged,
  ugcChanged,
  type ChosenFile,
  type FileTarget,
  type FilmDraft,
  type FilmItem,
} from './filmDraft';

/*
 * The film step (002 §2): view, edit and save of its settings and files, and its three
 * modals: Add to Account, the editing-project file and the Director Guide video.
 */

type Target = { readonly id: number; readonly userId: number };

export interface FilmStepState {
  readonly editing: boolean;
  readonly draft: FilmDraft | null;
  readonly saving: boolean;
  /** The target key whose file is going up (its card shows a spinner). */
  readonly uploading: string | null;
  readonly percent: number | null;
  readonly addToAccount: {
    readonly status: 'idle' | 'confirming' | 'adding' | 'opening';
    readonly storyboardId: number | null;
  };
  readonly kden: { readonly open: boolean; readonly preparing: boolean };
  readonly dgVideo: {
    readonly open: boolean;
    readonly status: 'idle' | 'making' | 'done';
    /** The video once made (its storage key). */
    readonly videoKey: string | null;
  };
}

const initialState: FilmStepState = {
  editing: false,
  draft: null,
  saving: false,
  uploading: null,
  percent: null,
  addToAccount: { status: 'idle', storyboardId: null },
  kden: { open: false, preparing: false },
  dgVideo: { open: false, status: 'idle', videoKey: null },
};

const edit =
  <P,>(change: (draft: FilmDraft, payload: P) => FilmDraft) =>
  (state: FilmStepState, { payload }: PayloadAction<P>): FilmStepState =>
    state.editing && state.draft ? { ...state, draft: change(state.draft, payload) } : state;

export const filmStepSlice = createSlice({
  name: 'filmStep',
  initialState,
  reducers: {
    /** The film step opened (or another storyboard): edits and modals start afresh, a running add to account stays. */
    filmStepOpened: (state) => ({ ...initialState, addToAccount: state.addToAccount, dgVideo: state.dgVideo.status === 'making' ? state.dgVideo : initialState.dgVideo }),
    filmEditStarted: (state, { payload }: PayloadAction<AiMetadata>) => ({ ...state, editing: true, draft: filmDraftOf(payload) }),
    filmEditCancelled: (state) => ({ ...state, editing: false, draft: null }),
    filmSettingChanged: edit((draft, p: { id: string; value: string }) => settingChanged(draft, p.id, p.value)),
    filmUgcChanged: edit((draft, p: { shotId: string; ugc: UgcValue }) => ugcChanged(draft, p.shotId, p.ugc)),
    filmTransitionChanged: edit((draft, p: { shotId: string; id: string; value: string }) => transitionChanged(draft, p.shotId, p.id, p.value)),
    filmFileChosen: edit((draft, p: { target: FileTarget; file: ChosenFile }) => fileChosen(draft, p.target, p.file)),
    filmItemCleared: edit((draft, p: { item: FilmItem }) => itemCleared(draft, p.item)),
    filmSaveRequested: (state, _action: PayloadAction<Target>) => state,
    filmSaveStarted: (state) => ({ ...state, saving: true }),
    filmUploadStarted: (state, { payload }: PayloadAction<{ key: string }>) => ({ ...state, uploading: payload.key, percent: 0 }),
    filmUploadPercent: (state, { payload }: PayloadAction<number>) => (state.uploading ? { ...state, percent: payload } : state),
    filmFileUploaded: (state, { payload }: PayloadAction<{ target: FileTarget; key: string; media: ChosenFile['media'] }>) => ({
      ...state,
      uploading: null,
      percent: null,
      draft: state.draft ? fileUploaded(state.draft, payload.target, payload.key, payload.media) : null,
    }),
    filmSaveSucceeded: (state) => ({ ...state, editing: false, draft: null, saving: false, uploading: null, percent: null }),
    filmSaveFailed: (state) => ({ ...state, saving: false, uploading: null, percent: null }),

    addToAccountAsked: (state) => (state.addToAccount.status === 'idle' ? { ...state, addToAccount: { status: 'confirming', storyboardId: null } } : state),
    addToAccountDismissed: (state) => (state.addToAccount.status === 'confirming' ? { ...state, addToAccount: initialState.addToAccount } : state),
    addToAccountConfirmed: (state, { payload }: PayloadAction<Target>) => ({ ...state, addToAccount: { status: 'adding', storyboardId: payload.id } }),
    /** A stored add to account goes on after a reload (002 §4). */
    addToAccountResumed: (state, { payload }: PayloadAction<Target>) => ({ ...state, addToAccount: { status: 'adding', storyboardId: payload.id } }),
    /** Added (3 with a script id): the new storyboard is awaited before the page goes to it. */
    addToAccountOpening: (state) => ({ ...state, addToAccount: { ...state.addToAccount, status: 'opening' } }),
    addToAccountEnded: (state) => ({ ...state, addToAccount: initialState.addToAccount }),

    kdenAsked: (state) => ({ ...state, kden: { open: true, preparing: false } }),
    kdenDismissed: (state) => (state.kden.preparing ? state : { ...state, kden: { open: false, preparing: false } }),
    kdenRequested: (state, _action: PayloadAction<Target>) => ({ ...state, kden: { open: true, preparing: true } }),
    kdenEnded: (state, { payload }: PayloadAction<{ downloaded: boolean }>) => ({ ...state, kden: { open: !payload.downloaded, preparing: false } }),

    dgVideoAsked: (state, { payload }: PayloadAction<{ videoKey: string | null }>) => ({
      ...state,
      dgVideo: { open: true, status: state.dgVideo.status === 'making' ? 'making' : payload.videoKey ? 'done' : 'idle', videoKey: payload.videoKey },
    }),
    dgVideoDismissed: (state) => ({ ...state, dgVideo: { ...state.dgVideo, open: false } }),
    dgVideoRequested: (state, _action: PayloadAction<Target>) => ({ ...state, dgVideo: { ...state.dgVideo, status: 'making' } }),
    dgVideoMade: (state, { payload }: PayloadAction<{ videoKey: string | null }>) => ({ ...state, dgVideo: { ...state.dgVideo, status: payload.videoKey ? 'done' : 'idle', videoKey: payload.videoKey } }),
    dgVideoFailed: (state) => ({ ...state, dgVideo: { ...state.dgVideo, status: 'idle' } }),
  },
  selectors: {
    selectFilmStep: (state) => state,
  },
});

export const {
  filmStepOpened,
  filmEditStarted,
  filmEditCancelled,
  filmSettingChanged,
  filmUgcChanged,
  filmTransitionChanged,
  filmFileChosen,
  filmItemCleared,
  filmSaveRequested,
  filmSaveStarted,
  filmUploadStarted,
  filmUploadPercent,
  filmFileUploaded,
  filmSaveSucceeded,
  filmSaveFailed,
  addToAccountAsked,
  addToAccountDismissed,
  addToAccountConfirmed,
  addToAccountResumed,
  addToAccountOpening,
  addToAccountEnded,
  kdenAsked,
  kdenDismissed,
  kdenRequested,
  kdenEnded,
  dgVideoAsked,
  dgVideoDismissed,
  dgVideoRequested,
  dgVideoMade,
  dgVideoFailed,
} = filmStepSlice.actions;
export const { selectFilmStep } = filmStepSlice.selectors;
