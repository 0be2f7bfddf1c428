import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  PROXY_MESSAGES,
  STORYBOARD_DETAIL_TEXTS,
  STORYBOARD_MESSAGES,
  type RemoteMountProps,
  type StoryboardDetail,
} from '@portal/shared-contracts';
import { ApiError, callAbortable, typedSelect } from '@portal/shared-ui';
import { callContextOf, createShot, deleteShot, getStoryboard, putAsset, updateShot, updateSummary, type CallContext } from '../../api/storyboardCalls';
import { storyboardRefreshRequested } from '../shared';
import { planSave, type SaveStep } from './savePlan';
import {
  detailFailed,
  detailLoaded,
  detailOpened,
  detailRetried,
  saveFailed,
  saveProgressed,
  saveRequested,
  saveSucceeded,
  selectDetail,
  shotCreated,
} from './slice';

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
  }
}

/** Runs one step; `key` makes each write idempotent if the client retries it. */
function* runStep(ctx: CallContext, id: number, step: SaveStep, key: string): SagaIterator<void> {
  switch (step.kind) {
    case 'summary':
      yield* callAbortable(updateSummary, ctx, id, step.body, key);
      return;
    case 'updateShot':
      yield* callAbortable(updateShot, ctx, id, step.shotId, step.body, key);
      if (step.link) yield* callAbortable(putAsset, ctx, id, step.link, `${key}-asset`);
      return;
    case 'createShot': {
      const shotId = yield* callAbortable(createShot, ctx, id, step.body, key);
      yield put(shotCreated({ key: step.key, shotId }));
      if (step.link) yield* callAbortable(putAsset, ctx, id, { ...step.link, shotId }, `${key}-asset`);
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
function* save(ctx: CallContext): SagaIterator<void> {
  const { id, storyboard, draft } = yield* typedSelect(selectDetail);
  if (id === null || !storyboard || !draft) return;
  const steps = planSave(storyboard, draft);
  const attempt = globalThis.crypto.randomUUID();
  try {
    for (const [i, step] of steps.entries()) {
      yield put(saveProgressed({ message: stepMessage(step), done: i, total: steps.length }));
      yield* runStep(ctx, id, step, `${attempt}-${i}`);
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

/** The detail page's watchers, from mount to unmount. */
export function* storyboardDetailSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield takeLatest([detailOpened, detailRetried], load, ctx);
  yield takeLatest(storyboardRefreshRequested, refresh, ctx);
  yield takeLeading(saveRequested, save, ctx);
}
