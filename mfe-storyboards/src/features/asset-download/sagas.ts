import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeEvery } from 'redux-saga/effects';
import { COMMON_MESSAGES, POLL_INTERVALS_MS, type EventBus, type RemoteMountProps } from '@portal/shared-contracts/core';
import {
  ASSET_DOWNLOAD_LIMITS,
  ASSET_DOWNLOAD_STATUSES,
  ASSET_DOWNLOAD_TEXTS,
  VIDEOS_MESSAGES,
  isFinishedDownload,
  type AssetDownload,
} from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, poll } from '@portal/shared-ui';
import { startBrowserDownload } from '@portal/shared-ui/http';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { getAssetDownload, requestAssetDownload } from './api';
import { assetDownloadEnded, assetDownloadProgressed, assetDownloadRefused, assetDownloadRequested, assetDownloadStarted } from './slice';

type AssetDownloadProps = Pick<RemoteMountProps, 'config' | 'session' | 'bus'>;

const toast = (bus: EventBus, kind: 'error' | 'success' | 'warning', message: string): void => {
  bus.publish('toast/requested', { kind, message });
};

/** What the error toast says: the api's refusal in its words, else the spec's unexpected error. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.code !== null) return error.message;
  return COMMON_MESSAGES.unexpectedErrorStop;
}

/** Follows a download every 2.5 s until Ready or Failed; Pending and Packing go on, network failures only delay. */
function* follow(owner: CallContext, id: number): SagaIterator<AssetDownload> {
  yield delay(POLL_INTERVALS_MS.ASSET_DOWNLOAD);
  const result = yield* poll((signal) => getAssetDownload(signal, owner, id), {
    everyMs: POLL_INTERVALS_MS.ASSET_DOWNLOAD,
    until: (download) => isFinishedDownload(download),
  });
  if (result.kind === 'done') return result.answer;
  // No deadline is given, so only a final failure (a 4xx) ends the poll otherwise.
  throw result.kind === 'failed' ? result.error : new Error('The download was not followed to its end');
}

/**
 * Download (001 §2 tools panel, §7, §8): with nothing selected the spec's error toast; else
 * the request (the selected assets), the spec's success toast once the api takes it, the
 * status every 2.5 s, the packing's warnings as a warning toast (a missing subtitle file),
 * and the browser's download of asset.zip once Ready. A refusal or a failed packing is an
 * error toast with the api's words.
 */
function* download(ctx: CallContext, bus: EventBus, { payload }: ReturnType<typeof assetDownloadRequested>): SagaIterator<void> {
  const { assetIds, customerId } = payload;
  if (assetIds.length === 0 || assetIds.length > ASSET_DOWNLOAD_LIMITS.MAX_ASSETS) {
    toast(bus, 'error', assetIds.length === 0 ? VIDEOS_MESSAGES.selectAssetsToDownload : ASSET_DOWNLOAD_TEXTS.tooMany(ASSET_DOWNLOAD_LIMITS.MAX_ASSETS));
    yield put(assetDownloadRefused());
    return;
  }
  const owner: CallContext = customerId === null ? ctx : { client: ctx.client, customerId };
  let started: AssetDownload;
  try {
    started = yield* callAbortable(requestAssetDownload, owner, assetIds);
  } catch (error) {
    toast(bus, 'error', failureMessage(error));
    yield put(assetDownloadRefused());
    return;
  }
  toast(bus, 'success', VIDEOS_MESSAGES.downloadPacking);
  yield put(assetDownloadStarted({ id: started.id, customerId: String(owner.customerId), status: started.status }));
  try {
    const done = yield* follow(owner, started.id);
    yield put(assetDownloadProgressed({ id: done.id, status: done.status }));
    if (done.warnings.length > 0) toast(bus, 'warning', ASSET_DOWNLOAD_TEXTS.warnings(done.warnings));
    if (done.status === ASSET_DOWNLOAD_STATUSES.Ready && done.url) yield call(startBrowserDownload, done.url, done.fileName);
    else toast(bus, 'error', done.error ?? COMMON_MESSAGES.unexpectedErrorStop);
  } catch (error) {
    toast(bus, 'error', failureMessage(error));
  } finally {
    yield put(assetDownloadEnded({ id: started.id }));
  }
}

/** The asset download's watcher, from mount to unmount: each Download press runs on its own. */
export function* assetDownloadSaga(props: AssetDownloadProps): SagaIterator<void> {
  yield takeEvery(assetDownloadRequested, download, callContextOf(props), props.bus);
}
