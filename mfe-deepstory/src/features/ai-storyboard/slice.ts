import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AiMetadata, AiStoryboardDetail, PostProductionStatus, StoryboardRequestDetail } from '@portal/shared-contracts/deepstory';
import { addShot, chooseShotMedia, draftOf, editShot, mediaUploaded, moveShot, removeShot, type PendingMedia, type ShotEdit, type StoryboardDraft } from './draft';

/*
 * One AI storyboard as the storyboard page (002 §2 "Storyboard details") and the film step
 * show it: the storyboard and its brief, the editor's draft and save, the images being
 * regenerated, the delete, and post-production (the stored active ids and the statuses).
 */

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A save under way: what it does now, and the file's percentage while one goes up. */
export interface SaveProgress {
  readonly saving: boolean;
  readonly message: string | null;
  readonly percent: number | null;
}

export interface AiStoryboardState {
  /** The storyboard asked for (the URL's id) and its customer (the URL's user_id). */
  readonly id: number | null;
  readonly userId: number | null;
  readonly status: LoadStatus;
  /** The loaded storyboard: the page shows it only when its id is `id`. */
  readonly detail: AiStoryboardDetail | null;
  readonly brief: StoryboardRequestDetail | null;
  readonly editing: boolean;
  readonly draft: StoryboardDraft | null;
  /** The validation messages show once a save was refused. */
  readonly showErrors: boolean;
  readonly save: SaveProgress;
  /** Shots whose image is being made again from a changed prompt. */
  readonly regenerating: readonly string[];
  readonly deleting: 'idle' | 'confirming' | 'deleting' | 'deleted';
  /** Storyboards whose post-production this browser started and follows (the stored active list). */
  readonly activePostProduction: readonly number[];
  /** Post-production of `id` failed (either status 4): the film step offers to start it again. */
  readonly postProductionFailed: boolean;
}

const idle: SaveProgress = { saving: false, message: null, percent: null };

const initialState: AiStoryboardState = {
  id: null,
  userId: null,
  status: 'idle',
  detail: null,
  brief: null,
  editing: false,
  draft: null,
  showErrors: false,
  save: idle,
  regenerating: [],
  deleting: 'idle',
  activePostProduction: [],
  postProductionFailed: false,
};

type Summary = Partial<Pick<StoryboardDraft, 'title' | 'description' | 'tags'>>;

/** A draft change, applied only while editing. */
const edit =
  <P,>(change: (draft: StoryboardDraft, payload: P) => StoryboardDraft) =>
  (state: AiStoryboardState, { payload }: PayloadAction<P>): AiStoryboardState =>
    state.editing && state.draft ? { ...state, draft: change(state.draft, payload) } : state;

/** The loaded storyboard with `change` applied to its metadata, when it is storyboard `id`. */
const withMetadata = (state: AiStoryboardState, id: number, change: (metadata: AiMetadata) => AiMetadata): AiStoryboardState =>
  state.detail?.id === id ? { ...state, detail: { ...state.detail, metadata: change(state.detail.metadata) } } : state;

export const aiStoryboardSlice = createSlice({
  name: 'aiStoryboard',
  initialState,
  reducers: {
    /** A page opened on storyboard `id` of customer `userId`: another storyboard starts afresh. */
    storyboardOpened: (state, { payload }: PayloadAction<{ id: number; userId: number }>) =>
      payload.id === state.id && payload.userId === state.userId && state.detail
        ? state
        : { ...initialState, id: payload.id, userId: payload.userId, status: 'loading', activePostProduction: state.activePostProduction },
    storyboardLoaded: (state, { payload }: PayloadAction<AiStoryboardDetail>) =>
      payload.id === state.id ? { ...state, status: 'loaded', detail: payload } : state,
    storyboardLoadFailed: (state) => ({ ...state, status: state.detail ? state.status : 'failed' }),
    /** Ask the storyboard again (a retry, or after the film step's save or the Director Guide video). */
    storyboardRefreshRequested: (state) => (state.id === null ? state : { ...state, status: state.detail ? state.status : 'loading' }),
    briefLoaded: (state, { payload }: PayloadAction<{ id: number; brief: StoryboardRequestDetail }>) =>
      payload.id === state.id ? { ...state, brief: payload.brief } : state,

    editStarted: (state) =>
      state.detail && state.detail.id === state.id ? { ...state, editing: true, draft: draftOf(state.detail.metadata), showErrors: false } : state,
    editCancelled: (state) => ({ ...state, editing: false, draft: null, showErrors: false }),
    summaryEdited: edit((draft, fields: Summary) => ({ ...draft, ...fields })),
    shotEdited: edit((draft, p: { shotId: string; edit: ShotEdit }) => editShot(draft, p.shotId, p.edit)),
    shotAdded: edit((draft, p: { shotId: string }) => addShot(draft, p.shotId)),
    shotRemoved: edit((draft, p: { shotId: string }) => removeShot(draft, p.shotId)),
    shotMoved: edit((draft, p: { from: string; to: string }) => moveShot(draft, p.from, p.to)),
    shotMediaChosen: edit((draft, p: { shotId: string; media: PendingMedia }) => chooseShotMedia(draft, p.shotId, p.media)),

    saveRequested: (state) => state,
    /** The draft breaks a rule of 002 §5: its messages show. */
    saveRefused: (state) => ({ ...state, showErrors: true }),
    saveProgressed: (state, { payload }: PayloadAction<{ message: string; percent?: number | null }>) => ({
      ...state,
      save: { saving: true, message: payload.message, percent: payload.percent ?? null },
    }),
    saveFilePercent: (state, { payload }: PayloadAction<number>) => (state.save.saving ? { ...state, save: { ...state.save, percent: payload } } : state),
    /** A chosen file is uploaded: the draft's shot names its key (a retried save does not upload it again). */
    shotMediaUploaded: (state, { payload }: PayloadAction<{ shotId: string; key: string; kind: PendingMedia['kind'] }>) =>
      state.draft ? { ...state, draft: mediaUploaded(state.draft, payload.shotId, payload.key, payload.kind) } : state,
    /** Saved: the storyboard as the api now has it, edit mode closed. */
    saveSucceeded: (state, { payload }: PayloadAction<AiStoryboardDetail>) => ({
      ...state,
      detail: payload.id === state.id ? payload : state.detail,
      editing: false,
      draft: null,
      showErrors: false,
      save: idle,
    }),
    /** A step failed (its message is shown as a toast): the draft stays for another try. */
    saveFailed: (state) => ({ ...state, save: idle }),

    regenerationStarted: (state, { payload }: PayloadAction<{ shotIds: readonly string[] }>) => ({
      ...state,
      regenerating: [...new Set([...state.regenerating, ...payload.shotIds])],
    }),
    /** A new image for a shot (status 3 with its key): the shot shows it, and a draft still on the old image takes it. */
    imageRegenerated: (state, { payload }: PayloadAction<{ id: number; shotId: string; imageKey: string }>) => {
      const before = state.detail?.metadata.shots.find((shot) => shot.shot_id === payload.shotId)?.image_asset_id;
      const next = withMetadata(state, payload.id, (metadata) => ({
        ...metadata,
        shots: metadata.shots.map((shot) => (shot.shot_id === payload.shotId ? { ...shot, image_asset_id: payload.imageKey } : shot)),
      }));
      if (!next.draft || next === state) return next;
      const shots = next.draft.shots.map((shot) =>
        shot.shot_id === payload.shotId && shot.media === null && shot.image_asset_id === before ? { ...shot, image_asset_id: payload.imageKey } : shot,
      );
      return { ...next, draft: { ...next.draft, shots } };
    },
    regenerationEnded: (state, { payload }: PayloadAction<{ shotId: string }>) => ({
      ...state,
      regenerating: state.regenerating.filter((shotId) => shotId !== payload.shotId),
    }),

    deleteAsked: (state) => ({ ...state, deleting: 'confirming' }),
    deleteDismissed: (state) => ({ ...state, deleting: 'idle' }),
    deleteConfirmed: (state) => ({ ...state, deleting: 'deleting' }),
    deleteFailed: (state) => ({ ...state, deleting: 'idle' }),
    storyboardDeleted: (state) => ({ ...state, deleting: 'deleted' }),

    /** The film button, when the rule says start (filmActionFor); the film step too when it opens so. */
    postProductionRequested: (state, { payload }: PayloadAction<{ id: number; userId: number }>) =>
      payload.id === state.id ? { ...state, postProductionFailed: false } : state,
    /** The film step opened: resume following a stored id, or start as the rules say. */
    postProductionWatched: (state, _action: PayloadAction<{ id: number; userId: number }>) => state,
    /** Stop following the stored post-production of `id` (the page's Cancel). */
    postProductionCancelled: (state, _action: PayloadAction<{ id: number }>) => state,
    activePostProductionRead: (state, { payload }: PayloadAction<readonly number[]>) => ({ ...state, activePostProduction: payload }),
    /** A status check's answer (or the request's). */
    postProductionChecked: (state, { payload }: PayloadAction<{ id: number; status: PostProductionStatus }>) =>
      state.detail?.id === payload.id
        ? {
            ...state,
            detail: {
              ...state.detail,
              post_production_process_status: payload.status.post_production_process_status,
              kdenlive_process_status: payload.status.kdenlive_process_status,
            },
          }
        : state,
    postProductionFailedAt: (state, { payload }: PayloadAction<{ id: number }>) => (payload.id === state.id ? { ...state, postProductionFailed: true } : state),
    /** Done: the refreshed metadata. */
    metadataRefreshed: (state, { payload }: PayloadAction<AiMetadata>) => withMetadata(state, payload.id, () => payload),
  },
  selectors: {
    selectAiStoryboard: (state) => state,
  },
});

export const {
  storyboardOpened,
  storyboardLoaded,
  storyboardLoadFailed,
  storyboardRefreshRequested,
  briefLoaded,
  editStarted,
  editCancelled,
  summaryEdited,
  shotEdited,
  shotAdded,
  shotRemoved,
  shotMoved,
  shotMediaChosen,
  saveRequested,
  saveRefused,
  saveProgressed,
  saveFilePercent,
  shotMediaUploaded,
  saveSucceeded,
  saveFailed,
  regenerationStarted,
  imageRegenerated,
  regenerationEnded,
  deleteAsked,
  deleteDismissed,
  deleteConfirmed,
  deleteFailed,
  storyboardDeleted,
  postProductionRequested,
  postProductionWatched,
  postProductionCancelled,
  activePostProductionRead,
  postProductionChecked,
  postProductionFailedAt,
  metadataRefreshed,
} = aiStoryboardSlice.actions;
export const { selectAiStoryboard } = aiStoryboardSlice.selectors;
