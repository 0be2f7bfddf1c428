import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RENDER_PROGRESS } from '@portal/shared-contracts/core';
import { type TestRender } from '@portal/shared-contracts/storyboards';
import type { PageStatus } from '@portal/shared-ui';

/*
 * Render (001 §2 Render tab and dialog, §4 "Render"): the videos dropped on the UGV shots
 * (the asset and upload lists), the "Render Video" dialog's start, the renders in progress
 * with their bars (+1% a second up to 90%, 100% on success then gone 5 s later, 0 on
 * failure), and the storyboard's latest film.
 */

/** What fills a UGV shot: one of the customer's videos, or a file from the computer (uploaded at start). */
export type ShotPick =
  | { readonly kind: 'asset'; readonly assetId: string; readonly name: string | null }
  | { readonly kind: 'file'; readonly fileId: string; readonly name: string; readonly contentType: string; readonly size: number };

export type RenderJobStatus = 'rendering' | 'succeeded' | 'failed';

/** A render the progress tab shows: project name, bar, status. */
export interface RenderJobView {
  readonly id: number;
  /** The customer whose render it is (its calls' path). */
  readonly customerId: string;
  readonly storyboardId: number;
  readonly title: string;
  readonly percent: number;
  readonly status: RenderJobStatus;
  /** The job's step while rendering ("Encoding shot 3 of 10"). */
  readonly step: string | null;
  /** 'Failed To Render Video', and the job's reason when it gave one. */
  readonly error: string | null;
  readonly reason: string | null;
  /** Dismissed from the tab: still followed (the counter counts it) but not shown. */
  readonly dismissed: boolean;
}

export interface RenderState {
  /** The storyboard whose shots the picks fill. */
  readonly storyboardId: number | null;
  /** Picks by shot id. */
  readonly picks: Readonly<Record<string, ShotPick>>;
  readonly dialog: {
    readonly open: boolean;
    readonly starting: boolean;
    /** What the start is doing ("Uploading file ..."). */
    readonly message: string | null;
    readonly error: string | null;
  };
  readonly jobs: readonly RenderJobView[];
  readonly latest: { readonly storyboardId: number | null; readonly status: PageStatus; readonly render: TestRender | null };
}

const closedDialog: RenderState['dialog'] = { open: false, starting: false, message: null, error: null };

const initialState: RenderState = {
  storyboardId: null,
  picks: {},
  dialog: closedDialog,
  jobs: [],
  latest: { storyboardId: null, status: 'idle', render: null },
};

/** Where the bar is after one more second of rendering (001 §9: +1% a second up to 90%). */
export const nextPercent = (percent: number): number => Math.min(RENDER_PROGRESS.CAP_PERCENT, percent + RENDER_PROGRESS.STEP_PERCENT);

/** A resumed render's bar: a percent for each second since it started, up to 90%. */
export const percentAfter = (startedAtMs: number, nowMs: number): number =>
  Math.max(0, Math.min(RENDER_PROGRESS.CAP_PERCENT, Math.floor((nowMs - startedAtMs) / RENDER_PROGRESS.STEP_EVERY_MS) * RENDER_PROGRESS.STEP_PERCENT));

type JobStart = Pick<RenderJobView, 'id' | 'customerId' | 'storyboardId' | 'title'>;

const newJob = (start: JobStart, percent: number): RenderJobView => ({ ...start, percent, status: 'rendering', step: null, error: null, reason: null, dismissed: false });

export const renderSlice = createSlice({
  name: 'render',
  initialState,
  reducers: {
    /** The Render tab of a storyboard opened: picks of another storyboard are dropped. */
    renderModeOpened: (state, { payload }: PayloadAction<{ storyboardId: number }>) => {
      if (state.storyboardId === payload.storyboardId) return;
      state.storyboardId = payload.storyboardId;
      state.picks = {};
      state.dialog = closedDialog;
    },
    videoPicked: (state, { payload }: PayloadAction<{ shotId: number; pick: ShotPick }>) => {
      state.picks[payload.shotId] = payload.pick;
    },
    pickRemoved: (state, { payload }: PayloadAction<{ shotId: number }>) => {
      delete state.picks[payload.shotId];
    },
    renderDialogOpened: (state) => {
      state.dialog = { ...closedDialog, open: true };
    },
    renderDialogClosed: (state) => {
      if (!state.dialog.starting) state.dialog = closedDialog;
    },
    /** Start Render: new files upload first, then the render request (001 §4). */
    renderRequested: (state, _action: PayloadAction<{ storyboardId: number; customerId: string; title: string; shotIds: readonly number[] }>) => {
      state.dialog = { open: true, starting: true, message: null, error: null };
    },
    renderStartProgressed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.dialog.message = payload.message;
    },
    /** A file of a pick went up: the pick is now its asset, so a retry does not upload it again. */
    renderFileUploaded: (state, { payload }: PayloadAction<{ shotId: number; assetId: string; name: string }>) => {
      state.picks[payload.shotId] = { kind: 'asset', assetId: payload.assetId, name: payload.name };
    },
    renderStartFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.dialog = { open: true, starting: false, message: null, error: payload.message };
    },
    /** The api took the render: the counter goes up, the asset and upload lists reset. */
    renderStarted: (state, { payload }: PayloadAction<JobStart>) => {
      state.jobs.push(newJob(payload, 0));
      state.picks = {};
      state.dialog = closedDialog;
    },
    /** A render an earlier visit left running, followed again. */
    renderResumed: (state, { payload }: PayloadAction<JobStart & { percent: number }>) => {
      if (!state.jobs.some((j) => j.id === payload.id)) state.jobs.push(newJob(payload, payload.percent));
    },
    progressTicked: (state) => {
      for (const job of state.jobs) if (job.status === 'rendering') job.percent = nextPercent(job.percent);
    },
    renderStepped: (state, { payload }: PayloadAction<{ id: number; step: string | null }>) => {
      const job = state.jobs.find((j) => j.id === payload.id);
      if (job) job.step = payload.step;
    },
    renderSucceeded: (state, { payload }: PayloadAction<{ render: TestRender }>) => {
      const job = state.jobs.find((j) => j.id === payload.render.id);
      if (job) Object.assign(job, { status: 'succeeded', percent: RENDER_PROGRESS.DONE_PERCENT, step: null });
      if (state.latest.storyboardId === payload.render.storyboardId) state.latest = { ...state.latest, status: 'succeeded', render: payload.render };
    },
    renderFailed: (state, { payload }: PayloadAction<{ id: number; message: string; reason: string | null }>) => {
      const job = state.jobs.find((j) => j.id === payload.id);
      if (job) Object.assign(job, { status: 'failed', percent: RENDER_PROGRESS.FAILED_PERCENT, step: null, error: payload.message, reason: payload.reason });
      state.jobs = state.jobs.filter((j) => !(j.id === payload.id && j.dismissed));
    },
    /** 5 s after success: the bar resets and the project name clears. */
    renderCleared: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.jobs = state.jobs.filter((j) => j.id !== payload.id);
    },
    renderDismissed: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.jobs = state.jobs.flatMap((j) => (j.id !== payload.id ? [j] : j.status === 'rendering' ? [{ ...j, dismissed: true }] : []));
    },
    latestRequested: (state, { payload }: PayloadAction<{ storyboardId: number; customerId: string }>) => {
      const same = state.latest.storyboardId === payload.storyboardId;
      state.latest = { storyboardId: payload.storyboardId, status: 'loading', render: same ? state.latest.render : null };
    },
    latestLoaded: (state, { payload }: PayloadAction<{ storyboardId: number; render: TestRender | null }>) => {
      if (state.latest.storyboardId === payload.storyboardId) state.latest = { storyboardId: payload.storyboardId, status: 'succeeded', render: payload.render };
    },
    latestFailed: (state, { payload }: PayloadAction<{ storyboardId: number }>) => {
      if (state.latest.storyboardId === payload.storyboardId) state.latest = { ...state.latest, status: 'failed' };
    },
  },
  selectors: {
    selectRender: (state) => state,
    selectRenderJobs: (state) => state.jobs,
    /** The render counter: renders in progress. */
    selectRendersInProgress: (state) => state.jobs.filter((j) => j.status === 'rendering').length,
  },
});

export const {
  renderModeOpened,
  videoPicked,
  pickRemoved,
  renderDialogOpened,
  renderDialogClosed,
  renderRequested,
  renderStartProgressed,
  renderFileUploaded,
  renderStartFailed,
  renderStarted,
  renderResumed,
  progressTicked,
  renderStepped,
  renderSucceeded,
  renderFailed,
  renderCleared,
  renderDismissed,
  latestRequested,
  latestLoaded,
  latestFailed,
} = renderSlice.actions;
export const { selectRender, selectRenderJobs, selectRendersInProgress } = renderSlice.selectors;

/** The renders the progress tab shows (not dismissed). */
export const selectShownJobs = createSelector([selectRenderJobs], (jobs) => jobs.filter((j) => !j.dismissed));

/** The file ids the picks hold on the uploads shelf. */
export const pickedFileIds = (picks: RenderState['picks']): string[] => Object.values(picks).flatMap((p) => (p.kind === 'file' ? [p.fileId] : []));
