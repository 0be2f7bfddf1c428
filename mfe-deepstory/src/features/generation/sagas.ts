import type { SagaIterator } from 'redux-saga';
import { delay, fork, put, take, takeEvery } from 'redux-saga/effects';
import {
  DEEPSTORY_MESSAGES,
  ERROR_CODES,
  LOCAL_STORAGE_KEYS,
  POLL_INTERVALS_MS,
  type RemoteMountProps,
} from '@portal/shared-contracts/core';
import { AI_STATUS, isGenerationComplete, type GenerationStatus } from '@portal/shared-contracts/deepstory';
import { callAbortable, isTransientFailure, persistedJobIds, typedSelect, type PersistedJobIds } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { aiClientOf, aiErrorRaised, checkGenerationStatus, positiveIdOf, reportAiError, signedInUser } from '../ai-api';
import { generationEnded, generationResumed, generationStarted, selectActiveIds } from './slice';

/** The ids of one status check that have ended: complete, failed (status 4) or not answered. */
export function endedIds(ids: readonly number[], statuses: readonly GenerationStatus[]): { ended: number[]; failed: GenerationStatus[] } {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const failed = statuses.filter((status) => status.storyboard_process_status === AI_STATUS.Failed);
  const ended = ids.filter((id) => {
    const status = byId.get(id);
    return !status || isGenerationComplete(status) || status.storyboard_process_status === AI_STATUS.Failed;
  });
  return { ended, failed };
}

/** One check of every active id (002 §4): ended ids are dropped, a failed storyboard is an error (22003 by default). */
function* checkOnce(client: HttpClient, jobs: PersistedJobIds, ids: readonly number[]): SagaIterator<void> {
  let ended: number[];
  try {
    const statuses = yield* callAbortable(checkGenerationStatus, client, ids);
    const outcome = endedIds(ids, statuses);
    ended = outcome.ended;
    for (const { error_code, error_message } of outcome.failed) {
      yield put(aiErrorRaised({ error_code: error_code ?? ERROR_CODES.STATUS_FETCH_FAILED, error_message: error_message ?? DEEPSTORY_MESSAGES.statusFetchFailed }));
    }
  } catch (error) {
    // A network failure or a 5xx: asked again at the next tick.
    if (isTransientFailure(error)) return;
    // The api refuses the ids (deleted, or not this customer's): they are not followed any more.
    yield* reportAiError(error);
    ended = [...ids];
  }
  if (ended.length === 0) return;
  for (const id of ended) jobs.remove(String(id));
  yield put(generationEnded({ requestIds: ended }));
}

/** Checks the active ids at once and then every 10 s (002 §4, §9) while any are left; waits for new ones otherwise. */
function* pollActive(client: HttpClient, jobs: PersistedJobIds): SagaIterator<void> {
  for (;;) {
    const ids = yield* typedSelect(selectActiveIds);
    if (ids.length === 0) {
      yield take([generationStarted, generationResumed]);
      continue;
    }
    yield* checkOnce(client, jobs, ids);
    if ((yield* typedSelect(selectActiveIds)).length > 0) yield delay(POLL_INTERVALS_MS.AI_GENERATION_STATUS);
  }
}

/**
 * Follows the storyboards being generated from mount to unmount. The request ids live in
 * localStorage under activeStoryboardIds (per user: persistedJobIds), so a reload or a
 * later mount resumes them. One status call covers all of them, as 002 §4 polls "over all
 * active request ids".
 */
export function* generationSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const client = aiClientOf(props);
  const user = yield* signedInUser(props.session);
  const jobs = persistedJobIds(LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS, user.sub);
  yield takeEvery(generationStarted, ({ payload }: ReturnType<typeof generationStarted>) => {
    for (const id of payload.requestIds) jobs.add(String(id));
  });
  const stored = jobs.list();
  const resumed = stored.map(positiveIdOf).filter((id): id is number => id !== null);
  // A stored value that is no id (tampered storage) is dropped without a request.
  for (const value of stored) if (positiveIdOf(value) === null) jobs.remove(value);
  if (resumed.length > 0) yield put(generationResumed({ requestIds: resumed }));
  yield fork(pollActive, client, jobs);
}
