import { buffers, channel, type Channel, type SagaIterator, type Task } from 'redux-saga';
import { actionChannel, call, cancel, cancelled, fork, put, take } from 'redux-saga/effects';
import { ANALYTICS_EVENTS, POLL_INTERVALS_MS, href, type RemoteMountProps } from '@portal/shared-contracts/core';
import {
  MEDIA_ERROR_CODES,
  PROXY_MESSAGES,
  SCRIPT_CREATION_STATUSES,
  UPLOAD_MESSAGES,
  UPLOAD_TEXTS,
  type ScriptCreationRequest,
} from '@portal/shared-contracts/storyboards';
import { ApiError, NetworkError, callAbortable, poll, typedSelect, type PollResult } from '@portal/shared-ui';
import { createStoryboardFromUpload, getScriptCreationRequest, importAssetFromUrl } from '../../api/mediaCalls';
import { createReusableAsset } from '../../api/reusableAssetCalls';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { reusableAssetCreated } from '../reusable-asset';
import { storyboardRefreshRequested } from '../shared';
import { takeShelvedFile } from './fileShelf';
import type { UploadTarget } from './files';
import { putFile, uploadOneFile, type SendOptions, type UploadedAsset } from './sendFile';
import {
  creationCompleted,
  creationFailed,
  creationProgressed,
  creationStarted,
  creationStopped,
  fileFailed,
  fileProgressed,
  fileStarted,
  fileSucceeded,
  selectUploads,
  uploadsRequested,
  type UploadRequest,
} from './slice';

type UploadsProps = Pick<RemoteMountProps, 'config' | 'session' | 'bus' | 'navigate'>;

/**
 * How long the portal follows one storyboard being made before it stops waiting (ours:
 * the spec polls "until Completed or Failed"; a long video may take minutes). The job
 * goes on in the api and the storyboard shows in the lists when it is ready.
 */
export const CREATION_WAIT_MS = 30 * 60_000;

const MEDIA_CODES: readonly string[] = Object.values(MEDIA_ERROR_CODES);

/**
 * What a file's line says when its upload failed: the api's own words for an upload
 * refusal it explains (a type or size it does not take, an expired link), the spec's
 * 'An unexpected error ocurred while uploading.' when no answer came, else the spec's
 * failure of its kind (001 §8).
 */
/** The file arrived and is registered, but could not be kept as a reusable asset. */
class KeepFailed extends Error {}

export function uploadFailureText(target: UploadTarget, error: unknown): string {
  if (error instanceof KeepFailed) return PROXY_MESSAGES.createReusableAssetFailed;
  if (error instanceof NetworkError) return UPLOAD_MESSAGES.uploadUnexpected;
  if (error instanceof ApiError && error.code !== null && MEDIA_CODES.includes(error.code)) return error.message;
  return target === 'asset' ? UPLOAD_MESSAGES.assetUploadErrors : UPLOAD_MESSAGES.storyboardUploadFailed;
}

/** Puts each answer of the followed request in the store (its step, its storyboard once made). */
function* reportAnswers(answers: Channel<ScriptCreationRequest>): SagaIterator<void> {
  for (;;) {
    const answer: ScriptCreationRequest = yield take(answers);
    yield put(creationProgressed({ requestId: answer.requestId, step: answer.step, storyboardId: answer.storyboardId }));
  }
}

/** The end of a followed request: open the new storyboard, or say why not. */
function* endCreation(props: UploadsProps, requestId: number, result: PollResult<ScriptCreationRequest>): SagaIterator<void> {
  if (result.kind === 'done' && result.answer.status === SCRIPT_CREATION_STATUSES.Completed && result.answer.storyboardId !== null) {
    const storyboardId = result.answer.storyboardId;
    yield put(creationCompleted({ requestId, storyboardId }));
    // Already open on that storyboard: it is fetched again, now with its shots.
    yield put(storyboardRefreshRequested({ id: storyboardId }));
    yield call(props.navigate, href.storymakerStoryboard(storyboardId));
    return;
  }
  if (result.kind === 'timedOut') {
    yield put(creationStopped({ requestId, message: UPLOAD_TEXTS.stillProcessing }));
    props.bus.publish('toast/requested', { kind: 'info', message: UPLOAD_TEXTS.stillProcessing });
    const storyboardId = result.last?.storyboardId;
    if (storyboardId) yield call(props.navigate, href.storymakerStoryboard(storyboardId));
    return;
  }
  let error: string;
  if (result.kind === 'done') error = result.answer.error || UPLOAD_MESSAGES.storyboardUploadFailed;
  else error = result.error instanceof ApiError ? UPLOAD_MESSAGES.statusFetchError : UPLOAD_MESSAGES.statusFetchUnexpected;
  yield put(creationFailed({ requestId, error }));
  props.bus.publish('toast/requested', { kind: 'error', message: error });
}

/**
 * Follows a storyboard being made from an upload (001 §4): GET its script-creation
 * request every 2.5 s, showing the job's step, until Completed (the storyboard opens in
 * the Storymaker) or Failed (its error shows); other statuses keep polling, network
 * failures back off and go on.
 */
export function* followCreation(ctx: CallContext, props: UploadsProps, requestId: number, fileName: string): SagaIterator<void> {
  yield put(creationStarted({ requestId, fileName }));
  const answers = channel<ScriptCreationRequest>(buffers.expanding<ScriptCreationRequest>(4));
  const reporter: Task = yield fork(reportAnswers, answers);
  const result = yield* poll(
    async (signal) => {
      const answer = await getScriptCreationRequest(signal, ctx, requestId);
      answers.put(answer);
      return answer;
    },
    {
      everyMs: POLL_INTERVALS_MS.SCRIPT_CREATION_REQUEST,
      until: (answer) => answer.status === SCRIPT_CREATION_STATUSES.Completed || answer.status === SCRIPT_CREATION_STATUSES.Failed,
      maxMs: CREATION_WAIT_MS,
    },
  );
  yield cancel(reporter);
  yield* endCreation(props, requestId, result);
}

/**
 * Where an asset comes from: a file sent with a ticket and a PUT (with progress), or an
 * image the api fetches from its address (no progress until it answers).
 */
function* receiveAsset(ctx: CallContext, apiUrl: string, source: File | { readonly url: string }, send: SendOptions): SagaIterator<UploadedAsset> {
  if (source instanceof Blob) return yield* uploadOneFile(ctx, apiUrl, source, send);
  return yield* callAbortable(importAssetFromUrl, ctx, { url: source.url }, `${send.idempotencyKey}-import`);
}

/**
 * One file or image address (001 §4, §2): an asset is received (a file: ticket, PUT with
 * progress, register; an address: fetched and registered by the api) and kept as a
 * reusable asset; a storyboard file is PUT and a storyboard started from it (followed in
 * the background, so the next file goes at once). Each write has its own idempotency key.
 */
function* uploadOne(signedIn: CallContext, props: UploadsProps, request: UploadRequest): SagaIterator<void> {
  const { id, fileName, contentType, size, kind, target, url } = request;
  const ctx: CallContext = request.customerId === null ? signedIn : { client: signedIn.client, customerId: request.customerId };
  const source = url === null ? takeShelvedFile(id) : { url };
  const track = (ok: boolean): void => {
    // An address's size is not known here.
    props.bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.upload, properties: { kind, target, size: url === null ? size : null, ok } });
  };
  if (!source) {
    yield put(fileFailed({ id, error: UPLOAD_MESSAGES.uploadUnexpected }));
    return;
  }
  yield put(fileStarted({ id }));
  const attempt = globalThis.crypto.randomUUID();
  const send: SendOptions = { contentType, idempotencyKey: attempt, onProgress: ({ loaded }) => fileProgressed({ id, loaded }) };
  try {
    if (target === 'storyboard' && source instanceof Blob) {
      const location = yield* putFile(ctx, props.config.apiUrl, source, send);
      const requestId = yield* callAbortable(createStoryboardFromUpload, ctx, location, `${attempt}-storyboard`);
      yield put(fileSucceeded({ id, requestId }));
      track(true);
      yield fork(followCreation, ctx, props, requestId, fileName);
    } else {
      const asset = yield* receiveAsset(ctx, props.config.apiUrl, source, send);
      // Kept in the Director's Guide (with 001 §3's defaults), where the side panel offers
      // it to drag onto the cover or a shot.
      let kept;
      try {
        kept = yield* callAbortable(createReusableAsset, ctx, asset, `${attempt}-reusable`);
      } catch {
        throw new KeepFailed();
      }
      yield put(reusableAssetCreated(kept));
      yield put(fileSucceeded({ id, assetId: asset.assetId }));
      track(true);
    }
  } catch (error) {
    yield put(fileFailed({ id, error: uploadFailureText(target, error) }));
    track(false);
  }
}

/** bulk_completed: one toast for the batch ('File Uploaded', the one failure, or 'Failed bulk upload assets'). */
function* announceBatch(props: UploadsProps): SagaIterator<void> {
  const { status, items } = yield* typedSelect(selectUploads);
  if (status !== 'bulk_completed') return;
  const failed = items.filter((item) => item.state === 'failed');
  if (failed.length === 0) props.bus.publish('toast/requested', { kind: 'success', message: UPLOAD_TEXTS.fileUploaded });
  else if (items.length === 1) props.bus.publish('toast/requested', { kind: 'error', message: failed[0]!.error ?? UPLOAD_TEXTS.uploadFailed });
  else props.bus.publish('toast/requested', { kind: 'error', message: UPLOAD_TEXTS.bulkUploadFailed });
}

/**
 * The upload queue, from mount to unmount: files go one at a time in the order asked
 * (a second batch waits for the first). An unmount stops the file going (its PUT is
 * aborted) and drops the files still waiting.
 */
export function* uploadsSaga(props: UploadsProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  const requests: Channel<ReturnType<typeof uploadsRequested>> = yield actionChannel(uploadsRequested);
  try {
    for (;;) {
      const { payload }: ReturnType<typeof uploadsRequested> = yield take(requests);
      for (const request of payload.items) {
        yield* uploadOne(ctx, props, request);
        yield* announceBatch(props);
      }
    }
  } finally {
    if (yield cancelled()) {
      for (const item of (yield* typedSelect(selectUploads)).items) takeShelvedFile(item.id);
    }
  }
}
