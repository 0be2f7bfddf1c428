import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { POLL_INTERVALS_MS, ROUTES, type RemoteMountProps } from '@portal/shared-contracts/core';
import { MEDIA_PROCESSING_STATUSES, REUSABLE_ASSET_TEXTS as T, type MediaAsset } from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, poll, typedSelect } from '@portal/shared-ui';
import { createReusableAsset, deleteReusableAsset, getMediaAsset, getReusableAsset, updateReusableAsset } from '../../api/reusableAssetCalls';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { reusableAssetHref } from './links';
import {
  assetClosed,
  assetFailed,
  assetLoaded,
  assetOpened,
  assetRetried,
  creationFailed,
  deleteConfirmed,
  deleteFailed,
  mediaSettled,
  reusableAssetCreated,
  reusableAssetCreationRequested,
  reusableAssetDeleted,
  reusableAssetSaved,
  saveFailed,
  saveRequested,
  selectReusableAsset,
} from './slice';

/** Whether the api answered with its own error (001 §8 has a text for that and one for anything else). */
const answered = (error: unknown): error is ApiError => error instanceof ApiError && error.code !== null;

/** The api's own error_message when it sent one, else the spec's text. */
const apiMessageOr = (error: unknown, fallback: string): string => (answered(error) && error.message ? error.message : fallback);

/** The calls' context for the asset's customer: the page's (an admin's pick) or the signed-in user's. */
const forCustomer = (base: CallContext, customerId: string | null | undefined): CallContext =>
  customerId ? { client: base.client, customerId } : base;

/**
 * Waits until the media can be shown (001 §2): GET .../assets/{assetId} every 250 ms until
 * it is Ready or Failed. Media with no processing record (404: stored as it is, like the
 * seed's images) or that cannot be asked about shows as stored.
 */
function* awaitReadiness(ctx: CallContext, assetId: string): SagaIterator<void> {
  const result = yield* poll((signal) => getMediaAsset(signal, ctx, assetId), {
    everyMs: POLL_INTERVALS_MS.REUSABLE_ASSET_READINESS,
    until: (media: MediaAsset) => media.status !== MEDIA_PROCESSING_STATUSES.Processing,
  });
  yield put(mediaSettled(result.kind === 'done' ? result.answer : null));
}

/** Loads the page's asset, then follows its media until it is ready; a newer open or a close cancels both. */
function* open(base: CallContext, action: ReturnType<typeof assetOpened | typeof assetRetried | typeof assetClosed>): SagaIterator<void> {
  if (assetClosed.match(action)) return;
  const { id, customerId } = yield* typedSelect(selectReusableAsset);
  if (id === null) return;
  const ctx = forCustomer(base, customerId);
  let assetId: string;
  try {
    const asset = yield* callAbortable(getReusableAsset, ctx, id);
    yield put(assetLoaded(asset));
    assetId = asset.assetId;
  } catch (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
    yield put(assetFailed({ notFound, message: answered(error) ? T.fetchError : T.fetchUnexpected }));
    return;
  }
  yield* awaitReadiness(ctx, assetId);
}

/** Saves the changed fields behind "Updating Reusable Asset..."; the form stays open on a failure. */
function* save(base: CallContext, { payload }: ReturnType<typeof saveRequested>): SagaIterator<void> {
  const { id, customerId } = yield* typedSelect(selectReusableAsset);
  if (id === null) return;
  try {
    const saved = yield* callAbortable(updateReusableAsset, forCustomer(base, customerId), id, payload, globalThis.crypto.randomUUID());
    yield put(reusableAssetSaved(saved));
  } catch (error) {
    yield put(saveFailed({ message: apiMessageOr(error, T.updateUnexpected) }));
  }
}

/** Deletes the asset once 'delete' was typed, then goes back to the storymaker. */
function* remove(base: CallContext, props: Pick<RemoteMountProps, 'navigate'>): SagaIterator<void> {
  const { id, customerId } = yield* typedSelect(selectReusableAsset);
  if (id === null) return;
  try {
    yield* callAbortable(deleteReusableAsset, forCustomer(base, customerId), id, globalThis.crypto.randomUUID());
    yield put(reusableAssetDeleted({ id }));
    yield call(props.navigate, ROUTES.storymaker);
  } catch (error) {
    yield put(deleteFailed({ message: apiMessageOr(error, T.deleteUnexpected) }));
  }
}

/**
 * Keeps an uploaded asset or a picked photo as a reusable asset with the defaults of
 * 001 §3, then opens its page (where its readiness is followed). A failure is a toast:
 * 'Failed to create reusable asset.' when the api refused, the unexpected text otherwise.
 */
function* create(base: CallContext, props: Pick<RemoteMountProps, 'navigate' | 'bus'>, { payload }: ReturnType<typeof reusableAssetCreationRequested>): SagaIterator<void> {
  try {
    const media = { assetId: payload.assetId, mediaType: payload.mediaType };
    const asset = yield* callAbortable(createReusableAsset, forCustomer(base, payload.customerId), media, globalThis.crypto.randomUUID());
    yield put(reusableAssetCreated(asset));
    const other = payload.customerId && payload.customerId !== String(base.customerId) ? payload.customerId : null;
    yield call(props.navigate, reusableAssetHref(asset.id, other));
  } catch (error) {
    const message = answered(error) ? T.createFailed : T.createUnexpected;
    yield put(creationFailed({ message }));
    props.bus.publish('toast/requested', { kind: 'error', message });
  }
}

/** The reusable asset feature's watchers, from mount to unmount. */
export function* reusableAssetSaga(props: Pick<RemoteMountProps, 'config' | 'session' | 'navigate' | 'bus'>): SagaIterator<void> {
  const base = callContextOf(props);
  yield takeLatest([assetOpened, assetRetried, assetClosed], open, base);
  yield takeLeading(saveRequested, save, base);
  yield takeLeading(deleteConfirmed, remove, base, props);
  yield takeEvery(reusableAssetCreationRequested, create, base, props);
}
