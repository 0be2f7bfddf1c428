import type { SagaIterator } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import { DEEPSTORY_MESSAGES as M, DELAYS_MS, uploadAssetErrorForItem, uploadAssetFailedForItem } from '@portal/shared-contracts/core';
import { AI_STATUS } from '@portal/shared-contracts/deepstory';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import { getAIStoryboard, reportAiError, updateStoryboardMetadata } from '../ai-api';
import { postProductionChecked, postProductionRequested, selectAiStoryboard, storyboardLoaded } from '../ai-storyboard';
import { isRefusedUpload, uploadKeptFile } from '../uploads';
import { metadataBody, planFilmSave, targetKey } from './filmDraft';
import type { FilmStepContext } from './sagaContext';
import { filmFileUploaded, filmSaveFailed, filmSaveRequested, filmSaveStarted, filmSaveSucceeded, filmUploadPercent, filmUploadStarted, selectFilmStep } from './slice';

/**
 * The film step's save (002 §2): "No changes detected." when nothing changed; else the
 * changed watermark, closing logo, audio and shot files go up (a failure stops it with
 * "Failed to upload asset for item {name}." or "Error uploading asset for item {name}."),
 * then POST /ai/updateStoryboardMetadata, the 1 s wait, the storyboard read again and its
 * post-production asked for again: the api keeps the statuses of the project it made, which
 * no longer holds what was saved (docs/adr/030), so the loader shows until it is made anew.
 */
export function* saveFilmStep(ctx: FilmStepContext, { payload }: ReturnType<typeof filmSaveRequested>): SagaIterator<void> {
  const { draft, editing, saving } = yield* typedSelect(selectFilmStep);
  const { detail } = yield* typedSelect(selectAiStoryboard);
  if (!editing || saving || !draft || detail?.id !== payload.id) return;
  const plan = planFilmSave(detail.metadata, payload.userId, draft);
  if (!plan) {
    ctx.bus.publish('toast/requested', { kind: 'info', message: M.noChanges });
    return;
  }
  yield put(filmSaveStarted());
  const attempt = globalThis.crypto.randomUUID();
  const target = { client: ctx.client, apiUrl: ctx.apiUrl, customerId: payload.userId };
  for (const upload of plan.uploads) {
    yield put(filmUploadStarted({ key: targetKey(upload.target) }));
    try {
      const key = yield* uploadKeptFile(target, upload.file.fileId, { contentType: upload.file.contentType, idempotencyKey: `${attempt}-${targetKey(upload.target)}`, onPercent: filmUploadPercent });
      yield put(filmFileUploaded({ target: upload.target, key, media: upload.file.media }));
    } catch (error) {
      const message = isRefusedUpload(error) ? uploadAssetFailedForItem(upload.name) : uploadAssetErrorForItem(upload.name);
      ctx.bus.publish('toast/requested', { kind: 'error', message });
      yield put(filmSaveFailed());
      return;
    }
  }
  const uploaded = (yield* typedSelect(selectFilmStep)).draft;
  try {
    yield* callAbortable(updateStoryboardMetadata, ctx.client, uploaded ? metadataBody(payload.id, payload.userId, uploaded) : plan.body, `${attempt}-metadata`);
  } catch (error) {
    yield* reportAiError(error);
    yield put(filmSaveFailed());
    return;
  }
  // The saved settings make the editing project stale (the api sets its statuses back to
  // 0): until post-production has run again the page shows its loader, not Add to Account.
  const stale = { post_production_process_status: AI_STATUS.NotStarted, kdenlive_process_status: AI_STATUS.NotStarted, error_code: null, error_message: null };
  yield put(postProductionChecked({ id: payload.id, status: stale }));
  yield delay(DELAYS_MS.AFTER_METADATA_UPDATE);
  yield put(filmSaveSucceeded());
  ctx.bus.publish('toast/requested', { kind: 'success', message: M.changesSaved });
  try {
    yield put(storyboardLoaded(yield* callAbortable(getAIStoryboard, ctx.client, payload.id, payload.userId)));
    yield put(postProductionRequested(payload));
  } catch (error) {
    yield* reportAiError(error);
  }
}
