import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { storyboardChanged } from '../shared';
import {
  addShot,
  draftOf,
  dropOnCover,
  dropOnPanel,
  editPanel,
  fileOnCover,
  fileOnPanel,
  markCreated,
  markUploaded,
  movePanel,
  toggleUgv,
  type DroppedAsset,
  type PanelEdit,
  type PendingFile,
  type StoryboardDraft,
} from './draft';

export type DetailStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';

/** Where a save stands: the queue's current step, as the "Updating Storyboard..." dialog shows it. */
export interface SaveState {
  readonly status: 'idle' | 'saving' | 'failed';
  readonly message: string | null;
  readonly done: number;
  readonly total: number;
  /** How much of the file the current step uploads has gone (0 to 100), while one goes. */
  readonly filePercent: number | null;
  readonly error: string | null;
}

/** The storyboard detail page (001 §2): the storyboard, the edit mode's draft and the save. */
export interface StoryboardDetailState {
  readonly id: number | null;
  readonly status: DetailStatus;
  readonly storyboard: StoryboardDetail | null;
  readonly error: string | null;
  readonly editing: boolean;
  readonly draft: StoryboardDraft | null;
  readonly save: SaveState;
}

const idleSave: SaveState = { status: 'idle', message: null, done: 0, total: 0, filePercent: null, error: null };

const initialState: StoryboardDetailState = {
  id: null,
  status: 'idle',
  storyboard: null,
  error: null,
  editing: false,
  draft: null,
  save: idleSave,
};

type SummaryFields = Partial<Pick<StoryboardDraft, 'title' | 'description' | 'tags' | 'denoisingMode' | 'autoAdjustmentMode'>>;

/** Applies a draft change while editing (and a storyboard is there to compare with). */
const whileEditing =
  <P,>(change: (storyboard: StoryboardDetail, draft: StoryboardDraft, payload: P) => StoryboardDraft) =>
  (state: StoryboardDetailState, { payload }: PayloadAction<P>): StoryboardDetailState =>
    state.editing && state.draft && state.storyboard ? { ...state, draft: change(state.storyboard, state.draft, payload) } : state;

export const storyboardDetailSlice = createSlice({
  name: 'storyboardDetail',
  initialState: initialState as StoryboardDetailState,
  reducers: {
    /** The page opened on a storyboard: another one starts afresh, the same one reloads. */
    detailOpened: (state, { payload }: PayloadAction<{ id: number }>) =>
      payload.id === state.id && state.storyboard ? { ...state, status: 'loaded' } : { ...initialState, id: payload.id, status: 'loading' },
    detailRetried: (state) => ({ ...state, status: 'loading', error: null }),
    detailLoaded: (state, { payload }: PayloadAction<StoryboardDetail>) =>
      payload.id === state.id ? { ...state, status: 'loaded', storyboard: payload, error: null } : state,
    detailFailed: (state, { payload }: PayloadAction<{ notFound: boolean; message: string }>) => ({
      ...state,
      status: payload.notFound ? 'notFound' : 'failed',
      error: payload.message,
    }),
    editStarted: (state) => (state.storyboard ? { ...state, editing: true, draft: draftOf(state.storyboard), save: idleSave } : state),
    editCancelled: (state) => ({ ...state, editing: false, draft: null, save: idleSave }),
    summaryEdited: whileEditing((_s, draft, fields: SummaryFields) => ({ ...draft, ...fields })),
    panelEdited: whileEditing((_s, draft, p: { key: string; edit: PanelEdit }) => editPanel(draft, p.key, p.edit)),
    panelMoved: whileEditing((_s, draft, p: { from: string; to: string }) => movePanel(draft, p.from, p.to)),
    ugvToggled: whileEditing((s, draft, p: { key: string; on: boolean }) => toggleUgv(s, draft, p.key, p.on)),
    shotAdded: whileEditing((s, draft, p: { title: string }) => addShot(s, draft, p.title)),
    droppedOnPanel: whileEditing((_s, draft, p: { key: string; asset: DroppedAsset }) => dropOnPanel(draft, p.key, p.asset)),
    droppedOnCover: whileEditing((_s, draft, asset: DroppedAsset) => dropOnCover(draft, asset)),
    /** A file from the computer for a shot or the cover: on the uploads shelf under its fileId, uploaded on save. */
    fileDroppedOnPanel: whileEditing((_s, draft, p: { key: string; file: PendingFile }) => fileOnPanel(draft, p.key, p.file)),
    fileDroppedOnCover: whileEditing((_s, draft, file: PendingFile) => fileOnCover(draft, file)),
    saveRequested: (state) => (state.editing && state.save.status !== 'saving' ? { ...state, save: { ...idleSave, status: 'saving' } } : state),
    saveProgressed: (state, { payload }: PayloadAction<{ message: string; done: number; total: number }>) => ({
      ...state,
      save: { ...state.save, ...payload, filePercent: null },
    }),
    /** The upload of the current step's file went on (whole percents). */
    saveFileProgressed: (state, { payload }: PayloadAction<{ percent: number }>) =>
      state.save.status === 'saving' && state.save.filePercent !== payload.percent ? { ...state, save: { ...state.save, filePercent: payload.percent } } : state,
    /** A file of the draft is uploaded and registered: its field holds the asset, so a retried save does not upload it again. */
    fileUploaded: (state, { payload }: PayloadAction<{ fileId: string; asset: DroppedAsset }>) =>
      state.draft ? { ...state, draft: markUploaded(state.draft, payload.fileId, payload.asset) } : state,
    /** A shot of the draft now exists: a retried save updates it instead of creating it again. */
    shotCreated: (state, { payload }: PayloadAction<{ key: string; shotId: number }>) =>
      state.draft ? { ...state, draft: markCreated(state.draft, payload.key, payload.shotId) } : state,
    /** Every step went through: the refetched storyboard is shown and edit mode closes. */
    saveSucceeded: (state, { payload }: PayloadAction<StoryboardDetail>) => ({
      ...state,
      storyboard: payload,
      editing: false,
      draft: null,
      save: idleSave,
    }),
    /** A step failed: the refetched storyboard shows what was saved, the draft keeps the rest. */
    saveFailed: (state, { payload }: PayloadAction<{ message: string; storyboard: StoryboardDetail | null }>) => ({
      ...state,
      storyboard: payload.storyboard ?? state.storyboard,
      save: { ...idleSave, status: 'failed', error: payload.message },
    }),
    saveErrorDismissed: (state) => ({ ...state, save: idleSave }),
  },
  extraReducers: (builder) => {
    builder.addCase(storyboardChanged, (state, { payload }) =>
      payload.id === state.id ? { ...state, storyboard: payload, status: 'loaded', editing: false, draft: null } : state,
    );
  },
  selectors: {
    selectDetail: (state) => state,
    /** The customer whose storyboard is open (an admin may open anyone's), or null. */
    selectOpenStoryboardCustomer: (state) => state.storyboard?.customerId ?? null,
  },
});

export const {
  detailOpened,
  detailRetried,
  detailLoaded,
  detailFailed,
  editStarted,
  editCancelled,
  summaryEdited,
  panelEdited,
  panelMoved,
  ugvToggled,
  shotAdded,
  droppedOnPanel,
  droppedOnCover,
  fileDroppedOnPanel,
  fileDroppedOnCover,
  saveRequested,
  saveProgressed,
  saveFileProgressed,
  fileUploaded,
  shotCreated,
  saveSucceeded,
  saveFailed,
  saveErrorDismissed,
} = storyboardDetailSlice.actions;
export const { selectDetail, selectOpenStoryboardCustomer } = storyboardDetailSlice.selectors;
