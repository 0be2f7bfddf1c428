import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { DEEPSTORY_MESSAGES, KDEN_FILE, POLL_INTERVALS_MS, toApiError } from '@portal/shared-contracts/core';
import { AI_STATUS, isAiStatusSettled } from '@portal/shared-contracts/deepstory';
import { callAbortable, poll } from '@portal/shared-ui';
import { startBrowserDownload } from '@portal/shared-ui/http';
import { aiErrorRaised, checkDGVideoStatus, getAIStoryboard, getKdenFile, reportAiError, requestDGVideo } from '../ai-api';
import { storyboardLoaded } from '../ai-storyboard';
import type { FilmStepContext } from './sagaContext';
import { dgVideoFailed, dgVideoMade, dgVideoRequested, kdenEnded, kdenRequested } from './slice';

/**
 * The editing-project file (002 §5, §7): GET /ai/getKdenFile, then output.tar.gz downloaded
 * from its path when the code is '0' and the path is not null; otherwise the server's
 * message, or "Failed to retrieve Kden file".
 */
export function* downloadKden(ctx: FilmStepContext, { payload }: ReturnType<typeof kdenRequested>): SagaIterator<void> {
  let result;
  try {
    result = yield* callAbortable(getKdenFile, ctx.client, payload.id, payload.userId);
  } catch (error) {
    yield* reportAiError(error);
    yield put(kdenEnded({ downloaded: false }));
    return;
  }
  if (result.code !== KDEN_FILE.SUCCESS_CODE || result.path === null) {
    ctx.bus.publish('toast/requested', { kind: 'error', message: result.message || DEEPSTORY_MESSAGES.kdenFileFailed });
    yield put(kdenEnded({ downloaded: false }));
    return;
  }
  // A path on the api (the local store's signed route) is resolved against it.
  yield call(startBrowserDownload, new URL(result.path, `${ctx.apiUrl.replace(/\/+$/, '')}/`).href, KDEN_FILE.DOWNLOAD_NAME);
  yield put(kdenEnded({ downloaded: true }));
}

/**
 * The Director Guide video (beta; 002 §4): POST /ai/requestDGVideo, then its status every
 * 10 s; 3 refreshes the storyboard and shows the video, 4 shows the error.
 */
export function* makeDgVideo(ctx: FilmStepContext, { payload }: ReturnType<typeof dgVideoRequested>): SagaIterator<void> {
  let requestId: number;
  try {
    requestId = yield* callAbortable(requestDGVideo, ctx.client, { id: payload.id, user_id: payload.userId }, globalThis.crypto.randomUUID());
  } catch (error) {
    yield* reportAiError(error);
    yield put(dgVideoFailed());
    return;
  }
  const result = yield* poll((signal) => checkDGVideoStatus(signal, ctx.client, requestId), {
    everyMs: POLL_INTERVALS_MS.DG_VIDEO_STATUS,
    until: (answer) => isAiStatusSettled(answer.status),
  });
  if (result.kind === 'done' && result.answer.status === AI_STATUS.Done) {
    let videoKey = result.answer.video_asset_id;
    try {
      const fresh = yield* callAbortable(getAIStoryboard, ctx.client, payload.id, payload.userId);
      yield put(storyboardLoaded(fresh));
      videoKey = fresh.metadata.dg_video_asset_id ?? videoKey;
    } catch (error) {
      yield* reportAiError(error);
    }
    yield put(dgVideoMade({ videoKey }));
    return;
  }
  if (result.kind === 'done') yield put(aiErrorRaised(toApiError({ error_message: result.answer.error_message })));
  else if (result.kind === 'failed') yield* reportAiError(result.error);
  yield put(dgVideoFailed());
}
