import type { SagaIterator } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import { DEEPSTORY_MESSAGES, DELAYS_MS, storyboardEditedKey } from '@portal/shared-contracts/core';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import { deleteAIStoryboards, reportAiError } from '../ai-api';
import { seriesReloadRequested } from '../series';
import type { StoryboardContext } from './sagaContext';
import { deleteFailed, postProductionCancelled, selectAiStoryboard, storyboardDeleted } from './slice';

/**
 * Deletes the storyboard on the page (DELETE /ai/deleteAIStoryboards with its id), after
 * the person confirmed: "Storyboard deleted successfully", and the page goes back to the
 * series page (which reloads its list after 3 s, 002 §4). Its stored flags go with it.
 */
export function* deleteStoryboard(ctx: StoryboardContext): SagaIterator<void> {
  const { id, userId } = yield* typedSelect(selectAiStoryboard);
  if (id === null || userId === null) return;
  try {
    yield* callAbortable(deleteAIStoryboards, ctx.client, [id], userId, globalThis.crypto.randomUUID());
  } catch (error) {
    yield* reportAiError(error);
    yield put(deleteFailed());
    return;
  }
  try {
    globalThis.localStorage?.removeItem(storyboardEditedKey(id));
  } catch {
    // Nothing stored, or storage refused: nothing to clear.
  }
  yield put(postProductionCancelled({ id }));
  ctx.bus.publish('toast/requested', { kind: 'success', message: DEEPSTORY_MESSAGES.storyboardDeleted });
  yield put(storyboardDeleted());
  yield delay(DELAYS_MS.DELETE_REFRESH);
  yield put(seriesReloadRequested());
}
