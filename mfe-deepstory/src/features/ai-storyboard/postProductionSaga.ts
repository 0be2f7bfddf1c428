import type { SagaIterator, Task } from 'redux-saga';
import { cancel, delay, fork, put, takeEvery } from 'redux-saga/effects';
import { DELAYS_MS, POLL_INTERVALS_MS, toApiError } from '@portal/shared-contracts/core';
import { callAbortable, poll, typedSelect, type PersistedJobIds } from '@portal/shared-ui';
import { aiErrorRaised, checkPostProductionStatus, getAIStoryboardMetadata, reportAiError, requestPostProduction } from '../ai-api';
import { isPostProductionDone, isPostProductionSettled, postProductionStepFor } from './filmRules';
import { activePostProductionJobs, idsOf, type StoryboardContext } from './sagaContext';
import {
  activePostProductionRead,
  metadataRefreshed,
  postProductionCancelled,
  postProductionChecked,
  postProductionFailedAt,
  postProductionRequested,
  postProductionWatched,
  selectAiStoryboard,
} from './slice';

type Target = { readonly id: number; readonly userId: number };

/**
 * Follows post-production of `id` (002 §4): the first check 1 s after it was asked, then
 * every 10 s. Both statuses 3: the metadata is read again and the stored id cleared;
 * either 4: the api's error is shown and the id cleared.
 */
function* follow(ctx: StoryboardContext, jobs: PersistedJobIds, { id, userId }: Target): SagaIterator<void> {
  yield delay(DELAYS_MS.POST_PRODUCTION_FIRST_CHECK);
  const result = yield* poll((signal) => checkPostProductionStatus(signal, ctx.client, id), {
    everyMs: POLL_INTERVALS_MS.POST_PRODUCTION_STATUS,
    until: isPostProductionSettled,
  });
  jobs.remove(String(id));
  yield put(activePostProductionRead(idsOf(jobs)));
  if (result.kind === 'done') {
    yield put(postProductionChecked({ id, status: result.answer }));
    if (isPostProductionDone(result.answer)) {
      try {
        yield put(metadataRefreshed(yield* callAbortable(getAIStoryboardMetadata, ctx.client, id, userId)));
      } catch (error) {
        yield* reportAiError(error);
      }
      return;
    }
    yield put(aiErrorRaised(toApiError(result.answer)));
  } else if (result.kind === 'failed') {
    yield* reportAiError(result.error);
  }
  yield put(postProductionFailedAt({ id }));
}

/** Starts post-production (POST /ai/requestPostProduction) with `id` stored as active, then follows it. */
function* start(ctx: StoryboardContext, jobs: PersistedJobIds, target: Target): SagaIterator<void> {
  jobs.add(String(target.id));
  yield put(activePostProductionRead(idsOf(jobs)));
  try {
    const status = yield* callAbortable(requestPostProduction, ctx.client, { id: target.id, user_id: target.userId }, globalThis.crypto.randomUUID());
    yield put(postProductionChecked({ id: target.id, status }));
  } catch (error) {
    jobs.remove(String(target.id));
    yield put(activePostProductionRead(idsOf(jobs)));
    yield* reportAiError(error);
    yield put(postProductionFailedAt({ id: target.id }));
    return;
  }
  yield* follow(ctx, jobs, target);
}

/**
 * Post-production's watchers: the film button's start, the film step's opening (resume
 * a stored id, or start, failed or ready as postProductionStepFor says), and Cancel, which
 * stops following a stored id and forgets it. One task per storyboard.
 */
export function* postProductionSaga(ctx: StoryboardContext): SagaIterator<void> {
  const jobs = yield* activePostProductionJobs(ctx.session);
  const running = new Map<number, Task>();
  function* run(target: Target, saga: typeof start | typeof follow): SagaIterator<void> {
    if (running.get(target.id)?.isRunning()) return;
    running.set(target.id, yield fork(saga, ctx, jobs, target));
  }
  yield put(activePostProductionRead(idsOf(jobs)));
  yield takeEvery(postProductionRequested, function* requested({ payload }: ReturnType<typeof postProductionRequested>): SagaIterator<void> {
    yield* run(payload, start);
  });
  yield takeEvery(postProductionWatched, function* watched({ payload }: ReturnType<typeof postProductionWatched>): SagaIterator<void> {
    const { detail } = yield* typedSelect(selectAiStoryboard);
    if (detail?.id !== payload.id || running.get(payload.id)?.isRunning()) return;
    switch (postProductionStepFor(payload.id, idsOf(jobs), detail)) {
      case 'ready':
        jobs.remove(String(payload.id));
        yield put(activePostProductionRead(idsOf(jobs)));
        return;
      case 'poll':
        jobs.add(String(payload.id));
        yield* run(payload, follow);
        return;
      case 'failed':
        yield put(postProductionFailedAt({ id: payload.id }));
        return;
      case 'start':
        yield* run(payload, start);
    }
  });
  yield takeEvery(postProductionCancelled, function* cancelled({ payload }: ReturnType<typeof postProductionCancelled>): SagaIterator<void> {
    const task = running.get(payload.id);
    if (task?.isRunning()) yield cancel(task);
    running.delete(payload.id);
    jobs.remove(String(payload.id));
    yield put(activePostProductionRead(idsOf(jobs)));
  });
}
