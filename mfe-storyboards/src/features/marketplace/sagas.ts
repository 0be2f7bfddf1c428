import type { SagaIterator } from 'redux-saga';
import { delay, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { DELAYS_MS, type RemoteMountProps } from '@portal/shared-contracts/core';
import { POPULAR_LISTING_TAG, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, typedSelect } from '@portal/shared-ui';
import { callContextOf, searchListings, type CallContext } from '../../api/storyboardCalls';
import { addToAccount, openListing, resumeCopies } from './copySagas';
import { toListingQuery } from './criteria';
import { addToAccountClicked, listingClosed, listingOpened } from './listingSlice';
import { selectCriteria, selectLoadingFrom, selectPopularStatus, selectStatus } from './selectors';
import { criteriaChanged, marketplaceOpened, pageFailed, pageLoaded, pageRequested, popularFailed, popularLoaded, popularRequested } from './slice';

/** The api's own error_message when it sent one (001 §8 allows either), else the spec's text. */
export function searchErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== null && error.message ? error.message : fallback;
}

type GridTrigger = ReturnType<typeof marketplaceOpened | typeof criteriaChanged | typeof pageRequested>;

/**
 * Loads the grid page the state says is due. A change of criteria first waits out the
 * search debounce (001 §9: 500 ms); takeLatest cancels this worker (its wait, or its
 * request, aborted by callAbortable) when anything newer comes.
 */
function* loadDuePage(ctx: CallContext, action: GridTrigger): SagaIterator<void> {
  if (criteriaChanged.match(action)) yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  if ((yield* typedSelect(selectStatus)) !== 'loading') return;
  const from = yield* typedSelect(selectLoadingFrom);
  const criteria = yield* typedSelect(selectCriteria);
  try {
    const page = yield* callAbortable(searchListings, ctx.client, toListingQuery(criteria, from));
    yield put(pageLoaded({ from, hits: page.hits, total: page.total }));
  } catch (error) {
    yield put(pageFailed({ message: searchErrorText(error, STORYBOARD_MESSAGES.searchListingsUnexpected) }));
  }
}

/** The Popular row: the listings tagged 'Popular' (001 §7), one page of 100. */
function* loadPopular(ctx: CallContext): SagaIterator<void> {
  if ((yield* typedSelect(selectPopularStatus)) !== 'loading') return;
  try {
    const page = yield* callAbortable(searchListings, ctx.client, { tags: [POPULAR_LISTING_TAG] });
    yield put(popularLoaded({ hits: page.hits }));
  } catch (error) {
    yield put(popularFailed({ message: searchErrorText(error, STORYBOARD_MESSAGES.searchPopularListingsUnexpected) }));
  }
}

/** The marketplace's root watcher, run from mount to unmount with the mount props. */
export function* marketplaceSaga(props: RemoteMountProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield fork(resumeCopies, ctx, props.session);
  yield takeLatest([marketplaceOpened, criteriaChanged, pageRequested], loadDuePage, ctx);
  yield takeLatest([marketplaceOpened, popularRequested], loadPopular, ctx);
  yield takeLatest([listingOpened, listingClosed], openListing, ctx);
  yield takeLeading(addToAccountClicked, addToAccount, ctx, props);
}
