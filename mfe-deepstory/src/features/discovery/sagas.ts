import type { SagaIterator } from 'redux-saga';
import { put, takeLeading } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { aiClientOf, reportAiError, requestAIStoryboards } from '../ai-api';
import { generationStarted } from '../generation';
import { discoveryAccepted, discoveryFailed, discoverySubmitted } from './slice';

/** Sends the brief; its request ids join the generation being followed (activeStoryboardIds). */
function* submit(client: HttpClient, { payload }: ReturnType<typeof discoverySubmitted>): SagaIterator<void> {
  try {
    const { requestIds } = yield* callAbortable(requestAIStoryboards, client, payload.request, crypto.randomUUID());
    yield put(generationStarted({ requestIds }));
    yield put(discoveryAccepted({ userId: payload.request.user_id }));
  } catch (error) {
    yield* reportAiError(error);
    yield put(discoveryFailed());
  }
}

/** Discovery's root watcher: one brief at a time (a second Next while one is on its way is ignored). */
export function* discoverySaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLeading(discoverySubmitted, submit, aiClientOf(props));
}
