import type { EntityId } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, delay, put, takeEvery, takeLatest, type ForkEffect } from 'redux-saga/effects';
import { DELAYS_MS, type RemoteMountProps } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES, STORYMAKER_PANEL_TEXTS as T } from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, typedSelect, type HttpClient } from '@portal/shared-ui';
import { pickStockPhoto, searchPanelStoryboards, searchReusableAssets, searchStockPhotos, type PanelPage, type PanelQuery } from '../../api/panelCalls';
import { callContextOf, searchListings, type CallContext } from '../../api/storyboardCalls';
import { reusableAssetCreated } from '../reusable-asset';
import { listingList, photoList, reusableAssetList, storyboardList, type PanelListSlice } from './lists';
import { photoPickFailed, photoPickRequested, photoPicked, photoPicking, selectPanelCustomerId, selectPick } from './slice';

/** The api's own error_message when it sent one, else our text. */
const apiMessageOr = (error: unknown, fallback: string): string => (error instanceof ApiError && error.code !== null && error.message ? error.message : fallback);

/** A list, how it searches and what it says when a page fails. */
interface ListSource<T, Id extends EntityId> {
  readonly list: PanelListSlice<T, Id>;
  readonly search: (signal: AbortSignal, client: HttpClient, query: PanelQuery) => Promise<PanelPage<T>>;
  readonly failure: string;
}

/**
 * Loads the page a list's state says is due. Changed words first wait out the search
 * debounce (001 §9: 500 ms); takeLatest cancels this (its wait, or its request, aborted by
 * callAbortable) when anything newer comes, so the typing in between asks nothing.
 */
function* loadDuePage<T, Id extends EntityId>(source: ListSource<T, Id>, client: HttpClient, action: { type: string }): SagaIterator<void> {
  const { list } = source;
  if (list.actions.queryChanged.match(action)) yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  if ((yield* typedSelect(list.selectors.selectStatus)) !== 'loading') return;
  const from = yield* typedSelect(list.selectors.selectLoadingFrom);
  const q = yield* typedSelect(list.selectors.selectQuery);
  try {
    const page = yield* callAbortable(source.search, client, { q, from });
    yield put(list.actions.pageLoaded({ from, hits: page.hits, total: page.total }));
  } catch (error) {
    yield put(list.actions.pageFailed({ message: apiMessageOr(error, source.failure) }));
  }
}

/** A list's watcher: its own actions (and `alsoOn`, actions of other features that start it over) load its due page. */
function watchList<T, Id extends EntityId>(source: ListSource<T, Id>, client: HttpClient, alsoOn: readonly { type: string }[] = []): ForkEffect {
  const { opened, queryChanged, pageRequested } = source.list.actions;
  return takeLatest([opened.type, queryChanged.type, pageRequested.type, ...alsoOn.map((a) => a.type)], loadDuePage<T, Id>, source, client);
}

/** The panel's customer (null: the signed-in user's) for the calls under /customers/{customerId}. */
function* panelContext(base: CallContext): SagaIterator<CallContext> {
  const customerId = yield* typedSelect(selectPanelCustomerId);
  return customerId ? { client: base.client, customerId } : base;
}

/**
 * "Use photo": the api copies the stock photo into the customer's storage and registers it
 * (POST .../stock-photos/{photoId}); the answer's asset can then be dragged onto the
 * storyboard. A photo already on its way or there is not asked for again.
 */
function* pickPhoto(base: CallContext, { payload }: ReturnType<typeof photoPickRequested>): SagaIterator<void> {
  const pick = yield* typedSelect(selectPick, payload.photoId);
  if (pick && pick.status !== 'failed') return;
  yield put(photoPicking(payload));
  try {
    const ctx = yield* panelContext(base);
    const asset = yield* callAbortable(pickStockPhoto, ctx, payload.photoId, globalThis.crypto.randomUUID());
    yield put(photoPicked({ photoId: payload.photoId, ...asset }));
  } catch (error) {
    yield put(photoPickFailed({ photoId: payload.photoId, message: apiMessageOr(error, T.photoFailed) }));
  }
}

/** The side panel's watchers, from mount to unmount. */
export function* storymakerPanelSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const base = callContextOf(props);
  const { client } = base;
  yield all([
    watchList({ list: reusableAssetList, search: searchReusableAssets, failure: T.reusableAssetsFailed }, client, [reusableAssetCreated]),
    watchList({ list: photoList, search: searchStockPhotos, failure: T.photosFailed }, client),
    watchList({ list: storyboardList, search: searchPanelStoryboards, failure: STORYBOARD_MESSAGES.searchStoryboardsUnexpected }, client),
    watchList({ list: listingList, search: searchListings, failure: STORYBOARD_MESSAGES.searchListingsUnexpected }, client),
    takeEvery(photoPickRequested, pickPhoto, base),
  ]);
}
