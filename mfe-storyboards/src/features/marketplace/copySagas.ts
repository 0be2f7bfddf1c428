import { eventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { DELAYS_MS, LABELS, POLL_INTERVALS_MS, href, type RemoteMountProps, type SessionApi } from '@portal/shared-contracts/core';
import { BILLING_ERROR_CODES } from '@portal/shared-contracts/account';
import { MARKETPLACE_TEXTS, PROXY_MESSAGES, STORYBOARD_MESSAGES, type CopyRequestStatus } from '@portal/shared-contracts/storyboards';
import {
  ApiError,
  callAbortable,
  persistedJobIds,
  poll,
  resumeJobs,
  trackJob,
  typedSelect,
  type JobPoll,
  type PersistedJobIds,
  type PollResult,
} from '@portal/shared-ui';
import { copyListing, getListing, getListingCopyRequest, type CallContext } from '../../api/storyboardCalls';
import {
  addToAccountClicked,
  copyCompleted,
  copyFailed,
  copyRefusedByPlan,
  copyRequestFailed,
  copyResumed,
  copyStarted,
  copyTimedOut,
  listingClosed,
  listingLoadFailed,
  listingLoaded,
  listingOpened,
} from './listingSlice';
import { selectKnownListing } from './selectors';

/** localStorage key (per user, see persistedJobIds) of the copy requests still being followed; ours. */
export const ACTIVE_LISTING_COPY_IDS = 'activeListingCopyIds';

/** The modal's listing: from the grid or the Popular row when loaded, else GET .../listings/{id}. */
export function* openListing(ctx: CallContext, action: ReturnType<typeof listingOpened | typeof listingClosed>): SagaIterator<void> {
  if (!listingOpened.match(action)) return;
  const { listingId } = action.payload;
  const known = yield* typedSelect(selectKnownListing, listingId);
  if (known) {
    yield put(listingLoaded({ listing: known }));
    return;
  }
  try {
    const listing = yield* callAbortable(getListing, ctx, listingId);
    yield put(listingLoaded({ listing }));
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    yield put(listingLoadFailed({ listingId, message: missing ? LABELS.storyboardNotAvailable : MARKETPLACE_TEXTS.listingLoadFailed }));
  }
}

/** The end of one copy request as the state records it. */
function outcomeOf(requestId: number, result: PollResult<CopyRequestStatus>) {
  if (result.kind === 'timedOut') return copyTimedOut({ requestId, message: MARKETPLACE_TEXTS.copyTakingLong });
  if (result.kind === 'failed') return copyFailed({ requestId, message: PROXY_MESSAGES.listingCopyStatusError });
  const { status, scriptId, error } = result.answer;
  if (status === 'Completed' && scriptId !== null) return copyCompleted({ requestId, scriptId });
  return copyFailed({ requestId, message: error || STORYBOARD_MESSAGES.addToAccountFailed });
}

/**
 * Follows one copy request: GET .../listing-copy-requests/{id} every 2500 ms (001 §4)
 * until Completed or Failed, then records the end. `resumed` for one stored by an
 * earlier mount.
 */
export function followCopy(ctx: CallContext, resumed: boolean): JobPoll<CopyRequestStatus> {
  return function* follow(id: string): SagaIterator<PollResult<CopyRequestStatus>> {
    const requestId = Number(id);
    // A stored value that is no request id (tampered storage) is dropped without a request.
    if (!/^[1-9]\d*$/.test(id)) return { kind: 'failed', error: new Error(`not a copy request id: ${id}`) };
    if (resumed) yield put(copyResumed({ requestId }));
    const result = yield* poll((signal) => getListingCopyRequest(signal, ctx, requestId), {
      everyMs: POLL_INTERVALS_MS.LISTING_COPY_REQUEST,
      until: (answer) => answer.status !== 'Pending',
      maxMs: DELAYS_MS.LISTING_COPY_WAIT,
    });
    yield put(outcomeOf(requestId, result));
    return result;
  };
}

// Nothing is stored while no user is known; the copy is still followed for this mount.
const NOT_STORED: PersistedJobIds = { list: () => [], add: () => undefined, remove: () => undefined };

function jobsOf(session: SessionApi): PersistedJobIds {
  const sub = session.getSnapshot().user?.sub;
  return sub ? persistedJobIds(ACTIVE_LISTING_COPY_IDS, sub) : NOT_STORED;
}

const isPlanRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === BILLING_ERROR_CODES.FEATURE_NOT_IN_PLAN;

/**
 * "Add to account": POST .../listings/{id}/copy-script (a Beginner is refused with 403
 * FEATURE_NOT_IN_PLAN: the upgrade path), then the copy request is followed with its id
 * stored, and a Completed copy opens the new storyboard (001 §2: /storyboards/{scriptId}).
 */
export function* addToAccount(ctx: CallContext, props: Pick<RemoteMountProps, 'session' | 'navigate'>, action: ReturnType<typeof addToAccountClicked>): SagaIterator<void> {
  let requestId: number;
  try {
    requestId = yield* callAbortable(copyListing, ctx, action.payload.listingId, crypto.randomUUID());
  } catch (error) {
    yield put(isPlanRefusal(error) ? copyRefusedByPlan() : copyRequestFailed({ message: STORYBOARD_MESSAGES.addToAccountFailed }));
    return;
  }
  yield put(copyStarted({ requestId }));
  const result = yield* trackJob(jobsOf(props.session), String(requestId), followCopy(ctx, false));
  if (result.kind === 'done' && result.answer.status === 'Completed' && result.answer.scriptId !== null) {
    yield call(props.navigate, href.storyboard(result.answer.scriptId));
  }
}

/** The signed-in user's `sub`, once the session has one. */
function* signedInSub(session: SessionApi): SagaIterator<string> {
  const now = session.getSnapshot().user?.sub;
  if (now) return now;
  const subs = eventChannel<string>((emit) =>
    session.subscribe((snapshot) => {
      if (snapshot.user) emit(snapshot.user.sub);
    }),
  );
  try {
    const sub: string = yield take(subs);
    return sub;
  } finally {
    subs.close();
  }
}

/** At mount: follows again every copy request an earlier mount of this user left running. */
export function* resumeCopies(ctx: CallContext, session: SessionApi): SagaIterator<void> {
  const sub = yield* signedInSub(session);
  yield* resumeJobs(persistedJobIds(ACTIVE_LISTING_COPY_IDS, sub), followCopy(ctx, true));
}
