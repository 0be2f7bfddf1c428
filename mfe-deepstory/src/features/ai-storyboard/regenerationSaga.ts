import type { SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { DEEPSTORY_MESSAGES, ERROR_CODES, POLL_INTERVALS_MS } from '@portal/shared-contracts/core';
import { AI_STATUS, type ImageRegenerationItem } from '@portal/shared-contracts/deepstory';
import { callAbortable, poll } from '@portal/shared-ui';
import { aiErrorRaised, checkImageRegenerationStatus, reportAiError, requestAIImageRegeneration, type ImageRegenerationStatus } from '../ai-api';
import type { StoryboardContext } from './sagaContext';
import { imageRegenerated, regenerationEnded, regenerationStarted } from './slice';

/** A regeneration check ends at 3 with an image key (done) or 4 (failed); anything else is asked again in 10 s (002 §4). */
export const isRegenerationSettled = (answer: ImageRegenerationStatus): boolean =>
  answer.status === AI_STATUS.Failed || (answer.status === AI_STATUS.Done && answer.image_key !== null);

/** Follows one regeneration to its end: the shot's new image, or the 22033 error. */
function* followRegeneration(ctx: StoryboardContext, id: number, shotId: string, regenerationId: number): SagaIterator<void> {
  const result = yield* poll((signal) => checkImageRegenerationStatus(signal, ctx.client, regenerationId), {
    everyMs: POLL_INTERVALS_MS.IMAGE_REGENERATION_STATUS,
    until: isRegenerationSettled,
  });
  if (result.kind === 'done' && result.answer.status === AI_STATUS.Done && result.answer.image_key) {
    yield put(imageRegenerated({ id, shotId, imageKey: result.answer.image_key }));
  } else if (result.kind === 'done') {
    yield put(aiErrorRaised({ error_code: ERROR_CODES.IMAGE_REGENERATION_FAILED, error_message: result.answer.error_message || DEEPSTORY_MESSAGES.imageRegenerationFailed }));
  } else if (result.kind === 'failed') {
    yield* reportAiError(result.error);
  }
  yield put(regenerationEnded({ shotId }));
}

/**
 * Sends the changed prompts as type 1 items (POST /ai/requestAIImageRegeneration) and
 * follows each regeneration (GET /ai/checkImageRegenerationStatus every 10 s); the shots
 * show that their image is being made meanwhile.
 */
export function* regenerateImages(ctx: StoryboardContext, request: { id: number; userId: number; items: readonly ImageRegenerationItem[] }): SagaIterator<void> {
  const { id, userId, items } = request;
  let regenerationIds: number[];
  try {
    regenerationIds = yield* callAbortable(requestAIImageRegeneration, ctx.client, { id, user_id: userId, items }, globalThis.crypto.randomUUID());
  } catch (error) {
    yield* reportAiError(error);
    return;
  }
  const followed = items.flatMap((item, i) => {
    const regenerationId = regenerationIds[i];
    return regenerationId === undefined ? [] : [{ shotId: item.shot_id, regenerationId }];
  });
  yield put(regenerationStarted({ shotIds: followed.map((f) => f.shotId) }));
  yield all(followed.map((f) => call(followRegeneration, ctx, id, f.shotId, f.regenerationId)));
}
