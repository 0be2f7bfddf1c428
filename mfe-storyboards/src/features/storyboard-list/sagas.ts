import type { SagaIterator } from 'redux-saga';
import { delay, put, takeLatest } from 'redux-saga/effects';
import { DELAYS_MS, type RemoteMountProps } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, createHttpClient, typedSelect, type HttpClient } from '@portal/shared-ui';
import { searchStoryboards } from './api';
import { toSearchParams } from './criteria';
import { selectCriteria, selectLoadingFrom, selectStatus } from './selectors';
import { criteriaChanged, criteriaReset, listOpened, pageFailed, pageLoaded, pageRequested } from './slice';

/** The api's own error_message when it sent one (001 §8 allows either), else the spec's text. */
export function searchErrorText(error: unknown): string {
  return error instanceof ApiError && error.code !== null && error.message ? error.message : STORYBOARD_MESSAGES.searchStoryboardsUnexpected;
}

type Trigger = ReturnType<typeof listOpened | typeof criteriaChanged | typeof criteriaReset | typeof pageRequested>;

/**
 * Loads the page the state says is due. A change of criteria first waits out the search
 * debounce (001 §9: 500 ms); takeLatest cancels this worker (its wait, or its request,
 * aborted by callAbortable) when anything newer comes, so only the latest question is
 * answered and the typing in between asks nothing.
 */
function* loadDuePage(client: HttpClient, action: Trigger): SagaIterator<void> {
  if (criteriaChanged.match(action) || criteriaReset.match(action)) yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  // A change that asks the same question (a mode switch with no keys) leaves the list as it is.
  if ((yield* typedSelect(selectStatus)) !== 'loading') return;
  const from = yield* typedSelect(selectLoadingFrom);
  const criteria = yield* typedSelect(selectCriteria);
  try {
    const page = yield* callAbortable(searchStoryboards, client, toSearchParams(criteria, from));
    yield put(pageLoaded({ from, hits: page.hits, total: page.total }));
  } catch (error) {
    yield put(pageFailed({ message: searchErrorText(error) }));
  }
}

/** My Storyboards' root watcher, run from mount to unmount with the mount props. */
export function* storyboardListSaga({ config, session }: RemoteMountProps): SagaIterator<void> {
  const client = createHttpClient({
    apiUrl: config.apiUrl,
    getIdToken: () => session.getIdToken(),
    getAccessToken: () => session.getAccessToken(),
  });
  yield takeLatest([listOpened, criteriaChanged, criteriaReset, pageRequested], loadDuePage, client);
}
