import type { SagaIterator } from 'redux-saga';
import { fork, takeLeading } from 'redux-saga/effects';
import { holdDraftFiles } from '../uploads';
import { addToAccountSaga } from './addToAccountSaga';
import { chosenFileIds } from './filmDraft';
import { downloadKden, makeDgVideo } from './mediaSagas';
import { saveFilmStep } from './saveSaga';
import { filmStepContextOf, type FilmStepProps } from './sagaContext';
import { dgVideoRequested, filmSaveRequested, filmStepSlice, kdenRequested, selectFilmStep, type FilmStepState } from './slice';

type State = { filmStep: FilmStepState };
const heldFiles = (state: State): string[] => chosenFileIds(selectFilmStep(state).draft);

/** The film step's watchers, from mount to unmount. */
export function* filmStepSaga(props: FilmStepProps): SagaIterator<void> {
  const ctx = filmStepContextOf(props);
  yield takeLeading(filmSaveRequested, saveFilmStep, ctx);
  yield takeLeading(kdenRequested, downloadKden, ctx);
  yield takeLeading(dgVideoRequested, makeDgVideo, ctx);
  yield fork(holdDraftFiles<State>, filmStepSlice.name, heldFiles);
  yield fork(addToAccountSaga, ctx);
}
