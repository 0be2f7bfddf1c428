import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable } from '@portal/shared-ui';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { generateShareUrl } from './api';
import { qrLinkCleared, qrLinkFailed, qrLinkReceived, qrLinkRequested } from './slice';

/** The signed-in user's customer id, the call's user_id, or null while the session has none. */
const userIdOf = (ctx: CallContext): number | null => (/^[1-9]\d*$/.test(String(ctx.customerId)) ? Number(ctx.customerId) : null);

/**
 * Asks for the link of the latest request; a newer request or a clear (a changed date, a
 * closed modal) cancels it. A failure is logged (001 §8 "QR fetch failure is logged only")
 * and marked, so the modal can say so and Set Expiry can ask again.
 */
function* fetchLink(ctx: CallContext, action: ReturnType<typeof qrLinkRequested | typeof qrLinkCleared>): SagaIterator<void> {
  if (!qrLinkRequested.match(action)) return;
  const { storyboardId, expiresAt } = action.payload;
  try {
    const userId = userIdOf(ctx);
    if (userId === null) throw new Error('The session has no customer id to send as user_id');
    const url = yield* callAbortable(generateShareUrl, ctx.client, { id: storyboardId, expiry: expiresAt, user_id: userId });
    yield put(qrLinkReceived({ url }));
  } catch (error) {
    console.error('QR code link failed', error);
    yield put(qrLinkFailed());
  }
}

/** The QR modal's root watcher, run from mount to unmount with the mount props. */
export function* storyboardQrSaga(props: RemoteMountProps): SagaIterator<void> {
  yield takeLatest([qrLinkRequested, qrLinkCleared], fetchLink, callContextOf(props));
}
