import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import { getAIStoryboard, getStoryboardRequestDetail, reportAiError } from '../ai-api';
import { activePostProductionJobs, idsOf, type StoryboardContext } from './sagaContext';
import { activePostProductionRead, briefLoaded, selectAiStoryboard, storyboardLoadFailed, storyboardLoaded } from './slice';

/**
 * Loads the storyboard the page is on (GET /ai/getAIStoryboard), then the brief it was made
 * from (GET /ai/getStoryboardRequestDetail), and reads the stored active post-production
 * ids. A failure is an AI error (toast "Error (Code: ...): ...").
 */
export function* loadStoryboard(ctx: StoryboardContext): SagaIterator<void> {
  const { id, userId, brief } = yield* typedSelect(selectAiStoryboard);
  if (id === null || userId === null) return;
  yield put(activePostProductionRead(idsOf(yield* activePostProductionJobs(ctx.session))));
  try {
    yield put(storyboardLoaded(yield* callAbortable(getAIStoryboard, ctx.client, id, userId)));
  } catch (error) {
    yield* reportAiError(error);
    yield put(storyboardLoadFailed());
    return;
  }
  if (brief) return;
  try {
    yield put(briefLoaded({ id, brief: yield* callAbortable(getStoryboardRequestDetail, ctx.client, id, userId) }));
  } catch (error) {
    yield* reportAiError(error);
  }
}
