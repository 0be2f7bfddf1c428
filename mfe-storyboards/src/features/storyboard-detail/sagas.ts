import type { SagaIterator } from 'redux-saga';
import { fork, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { type RemoteMountProps } from '@portal/shared-contracts/core';
import {
  PROXY_MESSAGES,
  STORYBOARD_DETAIL_TEXTS,
  STORYBOARD_MESSAGES,
  type PutScriptAsset,
  type StoryboardDetail,
  type UpdateShot,
} from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, typedSelect } from '@portal/shared-ui';
import { callContextOf, createShot, deleteShot, getStoryboard, putAsset, updateShot, updateSummary, type CallContext } from '../../api/storyboardCalls';
import { storyboardChanged, storyboardRefreshRequested } from '../shared';
import { shelvedFile, takeShelvedFile, uploadOneFile, type UploadedAsset } from '../uploads';
import { pendingFileIds, type PendingFile } from './draft';
import { planSave, type SaveStep } from './savePlan';
import {
  detailFailed,
  detailLoaded,
  detailOpened,
  detailRetried,
  fileUploaded,
  saveFailed,
  saveFileProgressed,
  saveProgressed,
  saveRequested,
  saveSucceeded,
  selectDetail,
  shotCreated,
  storyboardDetailSlice,
} from './slice';

type DetailProps = Pick<RemoteMountProps, 'config' | 'session'>;

/** A storyboard that is not the caller's answers 404 (or 403 for another customer's id): "Storyboard not available". */
const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 403);

function* load(ctx: CallContext): SagaIterator<void> {
  const { id } = yield* typedSelect(selectDetail);
  if (id === null) return;
  try {
    const storyboard = yield* callAbortable(getStoryboard, ctx, id);
    yield put(detailLoaded(storyboard));
  } catch (error) {
    yield put(detailFailed({ notFound: isNotFound(error), message: PROXY_MESSAGES.fetchStoryboardDetailError }));
  }
}

/** A quiet refetch (after another feature's change): a failure leaves the page as it is. */
function* refresh(ctx: CallContext, { payload }: ReturnType<typeof storyboardRefreshRequested>): SagaIterator<void> {
  if ((yield* typedSelect(selectDetail)).id !== payload.id) return;
  try {
    yield put(detailLoaded(yield* callAbortable(getStoryboard, ctx, payload.id)));
  } catch {
    // The page keeps showing what it has; the next action or visit fetches again.
  }
}

/** The progress message of a step (001 §4: each step of the queue says what it does). */
export function stepMessage(step: SaveStep): string {
  switch (step.kind) {
    case 'summary':
      return STORYBOARD_DETAIL_TEXTS.saveSteps.summary;
    case 'updateShot':
      return STORYBOARD_DETAIL_TEXTS.saveSteps.updateShot(step.number);
    case 'createShot':
      return STORYBOARD_DETAIL_TEXTS.saveSteps.createShot(step.number);
    case 'deleteShot':
      return STORYBOARD_DETAIL_TEXTS.saveSteps.deleteShot(step.title);
    case 'assetFile':
    case 'newAsset':
      return STORYBOARD_DETAIL_TEXTS.saveSteps.uploadFile(step.file.name);
  }
}

/** One save: who its calls are for, and what its earlier steps made. */
interface SaveRun {
  readonly ctx: CallContext;
  /** The storyboard's customer (an admin may edit anyone's): its files become that customer's assets. */
  readonly owner: CallContext;
  readonly apiUrl: string;
  readonly id: number;
  /** Shots this save created, by their panel's key. */
  readonly created: Map<string, number>;
  /** Files this save uploaded, by their shelf id. */
  readonly uploaded: Map<string, UploadedAsset>;
}

/**
 * Uploads a file of the draft (ticket, PUT with its percentage in the dialog, register)
 * and puts its asset in the draft's field, so a retried save writes the id and does not
 * upload the file again.
 */
function* uploadDraftFile(run: SaveRun, file: PendingFile, key: string): SagaIterator<UploadedAsset> {
  const bytes = shelvedFile(file.fileId);
  if (!bytes) throw new Error(`The file ${file.name} is no longer there to upload`);
  const asset = yield* uploadOneFile(run.owner, run.apiUrl, bytes, {
    contentType: file.contentType,
    idempotencyKey: key,
    onProgress: ({ loaded, total }) => saveFileProgressed({ percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0 }),
  });
  run.uploaded.set(file.fileId, asset);
  yield put(fileUploaded({ fileId: file.fileId, asset }));
  return asset;
}

/** The link of a video or audio asset to its shot, as a dropped asset's (PUT .../assets/{assetId}). */
const linkOf = (asset: UploadedAsset, file: PendingFile, shotId: number): PutScriptAsset => ({
  assetId: asset.assetId,
  mediaType: asset.mediaType,
  originalFileName: file.name,
  shotId,
});

/** An update of a saved shot, with the asset ids of the files the asset file steps uploaded. */
function* runUpdate(run: SaveRun, step: Extract<SaveStep, { kind: 'updateShot' }>, key: string): SagaIterator<void> {
  const body: { -readonly [K in keyof UpdateShot]: UpdateShot[K] } = { ...step.body };
  let link = step.link;
  for (const { field, file } of step.files) {
    const asset = run.uploaded.get(file.fileId);
    if (!asset) throw new Error(`The file ${file.name} was not uploaded`);
    body[field] = asset.assetId;
    if (field === 'assetId') link = linkOf(asset, file, step.shotId);
  }
  yield* callAbortable(updateShot, run.ctx, run.id, step.shotId, body, key);
  if (link) yield* callAbortable(putAsset, run.ctx, run.id, link, `${key}-asset`);
}

/** Runs one step; `key` makes each write idempotent if the client retries it. */
function* runStep(run: SaveRun, step: SaveStep, key: string): SagaIterator<void> {
  const { ctx, id } = run;
  switch (step.kind) {
    case 'summary':
      yield* callAbortable(updateSummary, ctx, id, step.body, key);
      return;
    case 'assetFile': {
      const asset = yield* uploadDraftFile(run, step.file, key);
      // The cover's field is written here: the summary step ran before the file was an asset.
      if (step.target.kind === 'cover') yield* callAbortable(updateSummary, ctx, id, { ...step.target.summary, [step.target.field]: asset.assetId }, `${key}-summary`);
      return;
    }
    case 'updateShot':
      yield* runUpdate(run, step, key);
      return;
    case 'createShot': {
      const shotId = yield* callAbortable(createShot, ctx, id, step.body, key);
      run.created.set(step.key, shotId);
      yield put(shotCreated({ key: step.key, shotId }));
      if (step.link) yield* callAbortable(putAsset, ctx, id, { ...step.link, shotId }, `${key}-asset`);
      return;
    }
    case 'newAsset': {
      const shotId = run.created.get(step.key);
      if (shotId === undefined) throw new Error(`Shot ${step.number} was not created`);
      const asset = yield* uploadDraftFile(run, step.file, key);
      yield* callAbortable(updateShot, ctx, id, shotId, { [step.field]: asset.assetId }, `${key}-shot`);
      if (step.field === 'assetId') yield* callAbortable(putAsset, ctx, id, linkOf(asset, step.file, shotId), `${key}-link`);
      return;
    }
    case 'deleteShot':
      yield* callAbortable(deleteShot, ctx, id, step.shotId, key);
      return;
  }
}

/**
 * Saving (001 §4): the queue's steps in order, each announced in the "Updating
 * Storyboard..." dialog, then the storyboard fetched again. Success closes edit mode; a
 * failure shows 'Failed to save Storyboard' over the refetched storyboard, so what was
 * saved is on the screen, and the draft keeps the rest for another try (which plans only
 * what is still missing).
 */
function* save(ctx: CallContext, apiUrl: string): SagaIterator<void> {
  const { id, storyboard, draft } = yield* typedSelect(selectDetail);
  if (id === null || !storyboard || !draft) return;
  const steps = planSave(storyboard, draft);
  const attempt = globalThis.crypto.randomUUID();
  const owner: CallContext = { client: ctx.client, customerId: storyboard.customerId };
  const run: SaveRun = { ctx, owner, apiUrl, id, created: new Map(), uploaded: new Map() };
  try {
    for (const [i, step] of steps.entries()) {
      yield put(saveProgressed({ message: stepMessage(step), done: i, total: steps.length }));
      yield* runStep(run, step, `${attempt}-${i}`);
    }
    yield put(saveProgressed({ message: '', done: steps.length, total: steps.length }));
    yield put(saveSucceeded(yield* callAbortable(getStoryboard, ctx, id)));
  } catch {
    let fresh: StoryboardDetail | null = null;
    try {
      fresh = yield* callAbortable(getStoryboard, ctx, id);
    } catch {
      // Shown as it was; the error says the save failed.
    }
    yield put(saveFailed({ message: STORYBOARD_MESSAGES.saveFailed, storyboard: fresh }));
  }
}

const changesDraft = (action: Action): boolean => action.type.startsWith(`${storyboardDetailSlice.name}/`) || storyboardChanged.match(action);

/**
 * Lets go of the shelved files the draft no longer holds (replaced, uploaded, or the draft
 * gone with a cancel, a save or another storyboard), and of every one at unmount.
 */
function* releaseDroppedFiles(): SagaIterator<void> {
  let held: readonly string[] = [];
  try {
    for (;;) {
      yield take(changesDraft);
      const now = pendingFileIds((yield* typedSelect(selectDetail)).draft);
      for (const fileId of held) if (!now.includes(fileId)) takeShelvedFile(fileId);
      held = now;
    }
  } finally {
    for (const fileId of held) takeShelvedFile(fileId);
  }
}

/** The detail page's watchers, from mount to unmount. */
export function* storyboardDetailSaga(props: DetailProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield takeLatest([detailOpened, detailRetried], load, ctx);
  yield takeLatest(storyboardRefreshRequested, refresh, ctx);
  yield takeLeading(saveRequested, save, ctx, props.config.apiUrl);
  yield fork(releaseDroppedFiles);
}
