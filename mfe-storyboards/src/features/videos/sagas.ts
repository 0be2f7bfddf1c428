import type { SagaIterator } from 'redux-saga';
import { all, delay, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { DELAYS_MS, type EventBus, type RemoteMountProps } from '@portal/shared-contracts/core';
import { LIBRARY_ERROR_CODES, VIDEOS_MESSAGES, VIDEOS_TEXTS, type AssetHit } from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, typedSelect } from '@portal/shared-ui';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { deleteLibraryAsset, markLibrarySeen, searchAssets } from './api';
import { planSearch } from './criteria';
import { assetDownloadRequested } from '../asset-download';
import { selectCriteria, selectLoadingFrom, selectSelectedAssets, selectStatus } from './selectors';
import {
  deleteConfirmed,
  deleteFinished,
  deleteRequested,
  downloadRequested,
  filtersChanged,
  keywordsChanged,
  libraryOpened,
  pageFailed,
  pageLoaded,
  pageRequested,
  tableChanged,
  toolsReset,
} from './slice';

type Trigger = ReturnType<
  typeof libraryOpened | typeof keywordsChanged | typeof filtersChanged | typeof tableChanged | typeof toolsReset | typeof pageRequested | typeof deleteFinished
>;

/**
 * Loads the page the state says is due. Typed keywords and tags first wait out the search
 * debounce (001 §9: 500 ms); takeLatest cancels this worker (its wait, or its request,
 * aborted by callAbortable) when anything newer comes, so only the latest question is
 * answered. Criteria no asset can match (a column filter naming no project type, say)
 * are not sent: the list is empty and the page says why.
 */
function* loadDuePage(ctx: CallContext, action: Trigger): SagaIterator<void> {
  if (keywordsChanged.match(action)) yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  if ((yield* typedSelect(selectStatus)) !== 'loading') return;
  const from = yield* typedSelect(selectLoadingFrom);
  const plan = planSearch(yield* typedSelect(selectCriteria), from);
  if (plan.kind === 'unaskable') {
    yield put(pageLoaded({ from, hits: [], total: 0 }));
    return;
  }
  try {
    const page = yield* callAbortable(searchAssets, ctx.client, plan.params);
    yield put(pageLoaded({ from, hits: page.hits, total: page.total }));
  } catch {
    yield put(pageFailed({ message: VIDEOS_MESSAGES.searchUnexpected }));
  }
}

/**
 * Opening the page marks the library seen, then tells the host (`library/seen`), which
 * asks for the Videos badge's count again. A failure leaves the badge as it is.
 */
function* markSeen(ctx: CallContext, bus: EventBus): SagaIterator<void> {
  if (!ctx.customerId) return;
  try {
    yield* callAbortable(markLibrarySeen, ctx);
  } catch {
    return;
  }
  bus.publish('library/seen', {});
}

const toast = (bus: EventBus, kind: 'error' | 'success', message: string): boolean => bus.publish('toast/requested', { kind, message });

/**
 * Download (001 §8): with nothing selected the error toast; else one packing request per
 * library the selection comes from (an admin's table holds every customer's), which the
 * asset-download feature follows to the browser's download of asset.zip.
 */
function* download(bus: EventBus): SagaIterator<void> {
  const selected = yield* typedSelect(selectSelectedAssets);
  if (selected.length === 0) {
    toast(bus, 'error', VIDEOS_MESSAGES.selectAssetsToDownload);
    return;
  }
  const byCustomer = new Map<number, string[]>();
  for (const asset of selected) byCustomer.set(asset.customerId, [...(byCustomer.get(asset.customerId) ?? []), asset.assetId]);
  for (const [customerId, assetIds] of byCustomer) yield put(assetDownloadRequested(assetIds, customerId));
}

/** Delete with nothing selected: the error toast (the confirmation opens otherwise). */
function* deleteWithoutSelection(bus: EventBus): SagaIterator<void> {
  if ((yield* typedSelect(selectSelectedAssets)).length === 0) toast(bus, 'error', VIDEOS_TEXTS.selectAssetsToDelete);
}

/** One asset's delete, in its owner's library (an admin's table holds every customer's); an asset already gone counts as deleted. */
function* deleteOne(ctx: CallContext, asset: AssetHit): SagaIterator<boolean> {
  try {
    yield* callAbortable(deleteLibraryAsset, { client: ctx.client, customerId: asset.customerId }, asset.assetId, globalThis.crypto.randomUUID());
    return true;
  } catch (error) {
    return error instanceof ApiError && error.code === LIBRARY_ERROR_CODES.LIBRARY_ASSET_NOT_FOUND;
  }
}

/** Deletes the selected assets once confirmed, one after another, then reloads the list and says how it went. */
function* deleteSelected(ctx: CallContext, bus: EventBus): SagaIterator<void> {
  const selected = yield* typedSelect(selectSelectedAssets);
  const deleted: number[] = [];
  for (const asset of selected) {
    if (yield* deleteOne(ctx, asset)) deleted.push(asset.id);
  }
  yield put(deleteFinished({ deleted }));
  if (deleted.length > 0) toast(bus, 'success', VIDEOS_TEXTS.deleted(deleted.length));
  if (deleted.length < selected.length) toast(bus, 'error', VIDEOS_TEXTS.deleteFailed(selected.length - deleted.length, selected.length));
}

/** The Videos page's root watcher, run from mount to unmount with the mount props. */
export function* videosSaga(props: Pick<RemoteMountProps, 'config' | 'session' | 'bus'>): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield all([
    takeLatest([libraryOpened, keywordsChanged, filtersChanged, tableChanged, toolsReset, pageRequested, deleteFinished], loadDuePage, ctx),
    takeLatest(libraryOpened, markSeen, ctx, props.bus),
    takeEvery(downloadRequested, download, props.bus),
    takeEvery(deleteRequested, deleteWithoutSelection, props.bus),
    takeLeading(deleteConfirmed, deleteSelected, ctx, props.bus),
  ]);
}
