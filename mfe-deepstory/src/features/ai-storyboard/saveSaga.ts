import type { SagaIterator } from 'redux-saga';
import { delay, fork, put } from 'redux-saga/effects';
import {
  DEEPSTORY_MESSAGES as M,
  DELAYS_MS,
  storyboardEditedKey,
  uploadAssetErrorForShot,
  uploadAssetFailedForShot,
  uploadImageErrorForShot,
  uploadImageFailedForShot,
} from '@portal/shared-contracts/core';
import { type AiStoryboardDetail, type UpdateAiStoryboard } from '@portal/shared-contracts/deepstory';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import { getAIStoryboard, reportAiError, updateAIStoryboard } from '../ai-api';
import { isRefusedUpload, uploadKeptFile } from '../uploads';
import { totalDuration } from './draft';
import { regenerateImages } from './regenerationSaga';
import { planSave, withUploads, type MediaUpload, type UploadedMedia } from './savePlan';
import type { StoryboardContext } from './sagaContext';
import { saveFailed, saveFilePercent, saveProgressed, saveRefused, saveSucceeded, selectAiStoryboard, shotMediaUploaded } from './slice';
import { isValid, validateDraft } from './validation';

/** The 002 §8 text of a shot upload that failed: refused ("Failed to upload ...") or broken on the way ("Error uploading ..."). */
export function shotUploadFailure(error: unknown, upload: Pick<MediaUpload, 'shotNumber' | 'media'>): string {
  const refused = isRefusedUpload(error);
  if (upload.media.kind === 'image') return refused ? uploadImageFailedForShot(upload.shotNumber) : uploadImageErrorForShot(upload.shotNumber);
  return refused ? uploadAssetFailedForShot(upload.shotNumber) : uploadAssetErrorForShot(upload.shotNumber);
}

/** Marks the storyboard edited in this browser (002 §4: the per-storyboard "edited" flag). */
function markEdited(id: number): void {
  try {
    globalThis.localStorage?.setItem(storyboardEditedKey(id), 'true');
  } catch {
    // Storage refused (privacy mode, quota): the save itself went through.
  }
}

/** The storyboard as the update left it, when reading it back fails. */
const asUpdated = (detail: AiStoryboardDetail, update: UpdateAiStoryboard): AiStoryboardDetail => ({
  ...detail,
  metadata: { ...detail.metadata, title: update.title, description: update.description, tags: update.tags, shots: update.shots, total_duration_seconds: totalDuration(update.shots) },
});

/**
 * Saving the storyboard (002 §4, §5): refused with its messages when a rule fails; "No
 * changes detected to save." when nothing changed; else the chosen files go up (a
 * failure stops the save with its 002 §8 text), POST /ai/updateAIStoryboard, the edited
 * flag, the 1 s wait of 002 §9, the storyboard read back, and the changed prompts'
 * images made again in the background.
 */
export function* saveStoryboard(ctx: StoryboardContext): SagaIterator<void> {
  const { id, userId, detail, draft, editing, save } = yield* typedSelect(selectAiStoryboard);
  if (!editing || save.saving || !draft || !detail || id === null || userId === null || detail.id !== id) return;
  if (!isValid(validateDraft(draft))) {
    yield put(saveRefused());
    return;
  }
  const plan = planSave(detail.metadata, draft, userId);
  if (!plan) {
    ctx.bus.publish('toast/requested', { kind: 'info', message: M.noChangesToSave });
    return;
  }
  const attempt = globalThis.crypto.randomUUID();
  const uploaded = new Map<string, UploadedMedia>();
  const target = { client: ctx.client, apiUrl: ctx.apiUrl, customerId: userId };
  for (const upload of plan.uploads) {
    yield put(saveProgressed({ message: M.uploadInProgress, percent: 0 }));
    try {
      const key = yield* uploadKeptFile(target, upload.media.fileId, { contentType: upload.media.contentType, idempotencyKey: `${attempt}-${upload.shotId}`, onPercent: saveFilePercent });
      uploaded.set(upload.shotId, { key, kind: upload.media.kind });
      yield put(shotMediaUploaded({ shotId: upload.shotId, key, kind: upload.media.kind }));
    } catch (error) {
      ctx.bus.publish('toast/requested', { kind: 'error', message: shotUploadFailure(error, upload) });
      yield put(saveFailed());
      return;
    }
  }
  yield put(saveProgressed({ message: M.storyboardInProgress }));
  const update = withUploads(plan.update, uploaded);
  try {
    yield* callAbortable(updateAIStoryboard, ctx.client, update, `${attempt}-update`);
  } catch (error) {
    yield* reportAiError(error);
    yield put(saveFailed());
    return;
  }
  markEdited(id);
  yield delay(DELAYS_MS.AFTER_METADATA_UPDATE);
  let fresh: AiStoryboardDetail;
  try {
    fresh = yield* callAbortable(getAIStoryboard, ctx.client, id, userId);
  } catch {
    fresh = asUpdated(detail, update);
  }
  yield put(saveSucceeded(fresh));
  ctx.bus.publish('toast/requested', { kind: 'success', message: M.changesSaved });
  if (plan.regenerations.length > 0) yield fork(regenerateImages, ctx, { id, userId, items: plan.regenerations });
}
