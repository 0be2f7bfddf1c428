import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  ANALYTICS_EVENTS,
  DELAYS_MS,
  POLL_INTERVALS_MS,
  type AnalyticsEventName,
  type RemoteMountProps,
} from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS, PROXY_MESSAGES, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { RECOMMENDER_TEXTS } from '@portal/shared-contracts/insights';
import { callAbortable, poll } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { apiClientOf, apiMessageOf } from '../../lib/api';
import { copyListing, getListingCopyRequest, getRecommender, getRecommenderStoryboard, getRecommenderUser, sendFeedback } from './calls';
import {
  addToAccountClicked,
  copyCompleted,
  copyFailed,
  feedbackFailed,
  feedbackSaved,
  feedbackSent,
  recommenderFailed,
  recommenderLoaded,
  recommenderRefreshed,
  recommenderRequested,
  storyboardClosed,
  storyboardFailed,
  storyboardLoaded,
  storyboardOpened,
  userClosed,
  userFailed,
  userLoaded,
  userOpened,
  videoOpened,
} from './slice';

type Props = Pick<RemoteMountProps, 'config' | 'session' | 'bus'>;

function* load(client: HttpClient, action: ReturnType<typeof recommenderRequested | typeof recommenderRefreshed>): SagaIterator<void> {
  try {
    yield put(recommenderLoaded(yield* callAbortable(getRecommender, client)));
  } catch (error) {
    // A refresh that fails leaves the rankings on the page as they were.
    if (recommenderRequested.match(action)) yield put(recommenderFailed({ message: apiMessageOf(error) }));
  }
}

function* loadUser(client: HttpClient, action: ReturnType<typeof userOpened | typeof userClosed>): SagaIterator<void> {
  if (!userOpened.match(action)) return;
  const { id } = action.payload;
  try {
    yield put(userLoaded({ id, user: yield* callAbortable(getRecommenderUser, client, id) }));
  } catch (error) {
    yield put(userFailed({ id, message: apiMessageOf(error) }));
  }
}

function* loadStoryboard(client: HttpClient, action: ReturnType<typeof storyboardOpened | typeof storyboardClosed>): SagaIterator<void> {
  if (!storyboardOpened.match(action)) return;
  const { id } = action.payload;
  try {
    yield put(storyboardLoaded({ id, item: yield* callAbortable(getRecommenderStoryboard, client, id) }));
  } catch (error) {
    yield put(storyboardFailed({ id, message: apiMessageOf(error) }));
  }
}

/** Saves thumbs or ratings, then reloads the rankings they move (docs/adr/034). */
function* feedback(client: HttpClient, action: ReturnType<typeof feedbackSent>): SagaIterator<void> {
  try {
    yield put(feedbackSaved(yield* callAbortable(sendFeedback, client, action.payload)));
  } catch (error) {
    yield put(feedbackFailed({ message: apiMessageOf(error) ?? RECOMMENDER_TEXTS.feedbackFailed }));
    return;
  }
  yield put(recommenderRefreshed());
}

/** ADD TO ACCOUNT: POST .../copy-script, then the copy request every 2500 ms (001 §4) until it ends. */
function* addToAccount(client: HttpClient, props: Props, action: ReturnType<typeof addToAccountClicked>): SagaIterator<void> {
  const customerId = props.session.getSnapshot().user?.customerId;
  if (!customerId) {
    yield put(copyFailed({ message: STORYBOARD_MESSAGES.addToAccountFailed }));
    return;
  }
  let requestId: number;
  try {
    requestId = yield* callAbortable(copyListing, client, customerId, action.payload.listingId, crypto.randomUUID());
  } catch (error) {
    yield put(copyFailed({ message: apiMessageOf(error) ?? STORYBOARD_MESSAGES.addToAccountFailed }));
    return;
  }
  const result = yield* poll((signal) => getListingCopyRequest(signal, client, customerId, requestId), {
    everyMs: POLL_INTERVALS_MS.LISTING_COPY_REQUEST,
    until: (answer) => answer.status !== 'Pending',
    maxMs: DELAYS_MS.LISTING_COPY_WAIT,
  });
  if (result.kind === 'done' && result.answer.status === 'Completed' && result.answer.scriptId !== null) {
    yield put(copyCompleted({ scriptId: result.answer.scriptId }));
  } else if (result.kind === 'done') {
    yield put(copyFailed({ message: result.answer.error || STORYBOARD_MESSAGES.addToAccountFailed }));
  } else {
    yield put(copyFailed({ message: result.kind === 'timedOut' ? MARKETPLACE_TEXTS.copyTakingLong : PROXY_MESSAGES.listingCopyStatusError }));
  }
}

/** Each modal's access event as it opens (002 §2, §7). */
function* track(props: Props, action: ReturnType<typeof userOpened | typeof storyboardOpened | typeof videoOpened>): SagaIterator<void> {
  let name: AnalyticsEventName = ANALYTICS_EVENTS.recommenderVideoOpened;
  if (userOpened.match(action)) name = ANALYTICS_EVENTS.recommenderUserDetailOpened;
  else if (storyboardOpened.match(action)) name = ANALYTICS_EVENTS.recommenderStoryboardOpened;
  const properties: Record<string, string> = videoOpened.match(action) ? { itemId: action.payload.id, title: action.payload.title } : { itemId: action.payload.id };
  yield call(() => props.bus.publish('analytics/tracked', { name, properties }));
}

/** The recommender's watchers: a newer load or modal replaces the one on its way. */
export function* recommenderSaga(props: Props): SagaIterator<void> {
  const client = apiClientOf(props);
  yield takeLatest([recommenderRequested, recommenderRefreshed], load, client);
  yield takeLatest([userOpened, userClosed], loadUser, client);
  yield takeLatest([storyboardOpened, storyboardClosed], loadStoryboard, client);
  yield takeLatest(feedbackSent, feedback, client);
  yield takeLeading(addToAccountClicked, addToAccount, client, props);
  yield takeEvery([userOpened, storyboardOpened, videoOpened], track, props);
}
