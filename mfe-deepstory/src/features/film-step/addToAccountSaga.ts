import type { SagaIterator } from 'redux-saga';
import { fork, put, takeLeading } from 'redux-saga/effects';
import { DEEPSTORY_MESSAGES, POLL_INTERVALS_MS, href, toApiError } from '@portal/shared-contracts/core';
import { PROJECT_TYPES, type StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { AI_STATUS, isAiStatusSettled, type AddToAccountProgress } from '@portal/shared-contracts/deepstory';
import { ApiError, callAbortable, poll } from '@portal/shared-ui';
import { aiErrorRaised, checkAddToAccountProgress, reportAiError, requestAddToAccount, signedInUser } from '../ai-api';
import { addToAccountStore, type AddToAccountStore } from './addToAccountStore';
import { getClassicStoryboard } from './api';
import type { FilmStepContext } from './sagaContext';
import { addToAccountConfirmed, addToAccountEnded, addToAccountOpening, addToAccountResumed } from './slice';

type Target = { readonly id: number; readonly userId: number };

/** The new classic storyboard, or null while it is not there yet (a 404). */
async function newStoryboard(signal: AbortSignal, ctx: FilmStepContext, customerId: number, scriptId: number): Promise<StoryboardDetail | null> {
  try {
    return await getClassicStoryboard(signal, ctx.client, customerId, scriptId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Loaded with the expected project type: moved to the customer's Live project (002 §4). */
const isLive = (storyboard: StoryboardDetail | null): boolean => storyboard?.project.projectType === PROJECT_TYPES.Live;

/**
 * Waits for an add to account to end (002 §4): checkAddToAccountProgress every 10 s until
 * 3 or 4. 4 shows the api's error; 3 with script_id 0 shows "Failed to navigate. Invalid
 * storyboard ID."; 3 with a script id waits for the new storyboard (every 2.5 s until it
 * loads in the Live project). Answers the script id to open, or null.
 */
function* settle(ctx: FilmStepContext, { id, userId }: Target, first: AddToAccountProgress | null): SagaIterator<number | null> {
  let progress = first;
  if (!progress || !isAiStatusSettled(progress.status)) {
    const checked = yield* poll((signal) => checkAddToAccountProgress(signal, ctx.client, id, userId), {
      everyMs: POLL_INTERVALS_MS.ADD_TO_ACCOUNT_PROGRESS,
      until: (answer) => isAiStatusSettled(answer.status),
    });
    if (checked.kind === 'failed') yield* reportAiError(checked.error);
    if (checked.kind !== 'done') return null;
    progress = checked.answer;
  }
  if (progress.status === AI_STATUS.Failed) {
    yield put(aiErrorRaised(toApiError(progress)));
    return null;
  }
  const scriptId = progress.script_id;
  if (scriptId === 0) {
    ctx.bus.publish('toast/requested', { kind: 'error', message: DEEPSTORY_MESSAGES.invalidStoryboardId });
    return null;
  }
  yield put(addToAccountOpening());
  const loaded = yield* poll((signal) => newStoryboard(signal, ctx, userId, scriptId), { everyMs: POLL_INTERVALS_MS.NEW_STORYBOARD_AFTER_ADD_TO_ACCOUNT, until: isLive });
  if (loaded.kind === 'failed') {
    yield* reportAiError(loaded.error);
    return null;
  }
  return scriptId;
}

/**
 * Follows an add to account to its end, then clears the stored keys and, when the new
 * storyboard is there, goes to /storyboards/{script_id} through the host. Cancelled (the
 * remote unmounts), it leaves the keys for the next visit to resume.
 */
function* follow(ctx: FilmStepContext, store: AddToAccountStore, target: Target, first: AddToAccountProgress | null): SagaIterator<void> {
  const scriptId = yield* settle(ctx, target, first);
  store.clear();
  yield put(addToAccountEnded());
  if (scriptId === null) return;
  ctx.bus.publish('storyboard/addedToAccount', { scriptId });
  ctx.navigate(href.storyboard(scriptId));
}

/** Starts an add to account the person confirmed: the keys stored, POST /ai/requestAddToAccount, then follow. */
function* add(ctx: FilmStepContext, store: AddToAccountStore, { payload }: ReturnType<typeof addToAccountConfirmed>): SagaIterator<void> {
  store.write({ storyboardId: payload.id, userId: payload.userId });
  let first: AddToAccountProgress;
  try {
    first = yield* callAbortable(requestAddToAccount, ctx.client, { id: payload.id, user_id: payload.userId }, globalThis.crypto.randomUUID());
  } catch (error) {
    store.clear();
    yield* reportAiError(error);
    yield put(addToAccountEnded());
    return;
  }
  yield* follow(ctx, store, payload, first);
}

/** Add to account: the confirmed one, and on mount the one stored by an earlier visit (resumed). */
export function* addToAccountSaga(ctx: FilmStepContext): SagaIterator<void> {
  const user = yield* signedInUser(ctx.session);
  const store = addToAccountStore(user.sub);
  const stored = store.read();
  if (stored) {
    const target = { id: stored.storyboardId, userId: stored.userId };
    yield put(addToAccountResumed(target));
    yield fork(follow, ctx, store, target, null);
  }
  yield takeLeading(addToAccountConfirmed, add, ctx, store);
}
