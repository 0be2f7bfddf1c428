import type { SagaIterator } from 'redux-saga';
import { fork, takeLatest, takeLeading } from 'redux-saga/effects';
import { holdDraftFiles } from '../uploads';
import { deleteStoryboard } from './deleteSaga';
import { pendingFileIds } from './draft';
import { loadStoryboard } from './loadSaga';
import { postProductionSaga } from './postProductionSaga';
import { saveStoryboard } from './saveSaga';
import { storyboardContextOf, type StoryboardProps } from './sagaContext';
import { aiStoryboardSlice, deleteConfirmed, saveRequested, selectAiStoryboard, storyboardOpened, storyboardRefreshRequested, type AiStoryboardState } from './slice';

type State = { aiStoryboard: AiStoryboardState };
const heldFiles = (state: State): string[] => pendingFileIds(selectAiStoryboard(state).draft);

/** The AI storyboard's watchers (page, film step), from mount to unmount. */
export function* aiStoryboardSaga(props: StoryboardProps): SagaIterator<void> {
  const ctx = storyboardContextOf(props);
  yield takeLatest([storyboardOpened, storyboardRefreshRequested], loadStoryboard, ctx);
  yield takeLeading(saveRequested, saveStoryboard, ctx);
  yield takeLeading(deleteConfirmed, deleteStoryboard, ctx);
  yield fork(holdDraftFiles<State>, aiStoryboardSlice.name, heldFiles);
  yield fork(postProductionSaga, ctx);
}
