import type { SagaIterator } from 'redux-saga';
import { put, takeLeading } from 'redux-saga/effects';
import { type EventBus, type RemoteMountProps } from '@portal/shared-contracts/core';
import { BRIEF_TEXTS } from '@portal/shared-contracts/storyboards';
import { callAbortable } from '@portal/shared-ui';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { sendStoryRequest, submitBrief } from './api';
import { briefFailed, briefSent, briefSubmitted, storyRequestFailed, storyRequestSent, storyRequestSubmitted } from './slice';

/** Sends the brief; once the api has it, a toast says so (the modal closes on its own). */
function* sendBrief(ctx: CallContext, bus: EventBus, { payload }: ReturnType<typeof briefSubmitted>): SagaIterator<void> {
  try {
    yield* callAbortable(submitBrief, ctx, payload);
  } catch {
    // Any failure, the api's or the network's, reads as 001 §8's form error in the modal.
    yield put(briefFailed());
    return;
  }
  yield put(briefSent());
  bus.publish('toast/requested', { kind: 'success', message: BRIEF_TEXTS.sent });
}

/** Sends the request form in the signed-in user's name (the api checks it is theirs). */
function* sendRequest(ctx: CallContext, props: RemoteMountProps, { payload }: ReturnType<typeof storyRequestSubmitted>): SagaIterator<void> {
  const username = props.session.getSnapshot().user?.email ?? '';
  try {
    yield* callAbortable(sendStoryRequest, ctx.client, { ...payload, username });
  } catch {
    yield put(storyRequestFailed());
    return;
  }
  yield put(storyRequestSent());
}

/** The brief feature's root watcher. takeLeading: a second Submit while one is sending does nothing. */
export function* briefSaga(props: RemoteMountProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield takeLeading(briefSubmitted, sendBrief, ctx, props.bus);
  yield takeLeading(storyRequestSubmitted, sendRequest, ctx, props);
}
