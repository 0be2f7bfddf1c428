import type { SagaIterator } from 'redux-saga';
import { delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ANALYTICS_EVENTS, DELAYS_MS, DEEPSTORY_MESSAGES, type EventBus, type RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { aiClientOf, deleteAIStoryboards, getAIStoryboards, reportAiError, updateStoryboardTitle } from '../ai-api';
import { generationEnded } from '../generation';
import { readCachedListing, writeCachedListing } from './listing';
import {
  deleteFailed,
  deleteRequested,
  selectSeriesRecords,
  selectSeriesUserId,
  seriesLoadFailed,
  seriesLoaded,
  seriesOpened,
  seriesReloadRequested,
  storyboardsDeleted,
  titlesSaveFailed,
  titlesSaveRequested,
  titlesSaved,
} from './slice';

interface Context {
  readonly client: HttpClient;
  readonly bus: EventBus;
}

/** Keeps what the page shows in localStorage (002 §2). */
function* keepListing(): SagaIterator<void> {
  const userId = yield* typedSelect(selectSeriesUserId);
  if (userId !== null) writeCachedListing(userId, yield* typedSelect(selectSeriesRecords));
}

/**
 * Loads the open history: the kept listing at once when the page opens, then the api's.
 * A list error is toasted with its message and tracked as "AI Storyboard Error" (002 §8).
 */
function* load({ client, bus }: Context, action: ReturnType<typeof seriesOpened | typeof seriesReloadRequested | typeof generationEnded>): SagaIterator<void> {
  const userId = yield* typedSelect(selectSeriesUserId);
  if (userId === null) return;
  if (seriesOpened.match(action)) {
    const kept = readCachedListing(userId);
    if (kept) yield put(seriesLoaded({ userId, records: kept, cached: true }));
  }
  try {
    const records = yield* callAbortable(getAIStoryboards, client, userId);
    yield put(seriesLoaded({ userId, records, cached: false }));
    yield* keepListing();
  } catch (error) {
    const { error_code, error_message } = yield* reportAiError(error, (body) => body.error_message);
    bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.aiStoryboardError, properties: { error_code, error_message } });
    yield put(seriesLoadFailed());
  }
}

function* saveTitles({ client, bus }: Context, { payload }: ReturnType<typeof titlesSaveRequested>): SagaIterator<void> {
  try {
    yield* callAbortable(updateStoryboardTitle, client, payload.data, crypto.randomUUID());
    yield put(titlesSaved({ data: payload.data }));
    yield* keepListing();
    bus.publish('toast/requested', { kind: 'success', message: DEEPSTORY_MESSAGES.changesSaved });
  } catch (error) {
    // 002 §8 words the series save's failure.
    yield* reportAiError(error, () => DEEPSTORY_MESSAGES.seriesSaveError);
    yield put(titlesSaveFailed());
  }
}

/** Deletes the selected storyboards; the list is asked for again 3 s later (002 §4). */
function* deleteSelected({ client, bus }: Context, { payload }: ReturnType<typeof deleteRequested>): SagaIterator<void> {
  try {
    yield* callAbortable(deleteAIStoryboards, client, payload.ids, payload.userId, crypto.randomUUID());
  } catch (error) {
    yield* reportAiError(error);
    yield put(deleteFailed());
    return;
  }
  yield put(storyboardsDeleted({ ids: payload.ids }));
  yield* keepListing();
  bus.publish('toast/requested', { kind: 'success', message: DEEPSTORY_MESSAGES.storyboardsDeleted });
  yield delay(DELAYS_MS.DELETE_REFRESH);
  yield put(seriesReloadRequested());
}

/** The series history's root watcher; the listing reloads when a generation ends. */
export function* seriesSaga(props: Pick<RemoteMountProps, 'config' | 'session' | 'bus'>): SagaIterator<void> {
  const context: Context = { client: aiClientOf(props), bus: props.bus };
  yield takeLatest([seriesOpened, seriesReloadRequested, generationEnded], load, context);
  yield takeLeading(titlesSaveRequested, saveTitles, context);
  yield takeLeading(deleteRequested, deleteSelected, context);
}
