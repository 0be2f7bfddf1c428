// Test helpers of the film step's saga and page tests (jest only).
import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import type { AiStoryboardDetail } from '@portal/shared-contracts/deepstory';
import { aiDetail } from '../../testing/aiStoryboardFixtures';
import type { FakeAiApi } from '../../testing/fakeAiApi';
import { openedOn, type StoreHarness } from '../../testing/storyboardHarness';
import { aiErrorsSaga, aiErrorsSlice } from '../ai-api';
import { aiStoryboardSaga, aiStoryboardSlice } from '../ai-storyboard';
import { signedUrlsSaga, signedUrlsSlice } from '../asset-urls';
import { filmStepSaga } from './sagas';
import { filmStepSlice } from './slice';

export { flush } from '../../testing/storyboardHarness';

export const filmReducer = combineSlices(aiStoryboardSlice, filmStepSlice, aiErrorsSlice, signedUrlsSlice);
export type FilmTestState = ReturnType<typeof filmReducer>;

/** The film step's sagas with the storyboard's, the error toasts and signed URLs, as the remote's root runs them. */
export function* filmRoot(props: RemoteMountProps): SagaIterator<void> {
  yield all([call(aiStoryboardSaga, props), call(filmStepSaga, props), call(aiErrorsSaga, props), call(signedUrlsSaga, props)]);
}

export interface FilmHarness extends StoreHarness<FilmTestState> {
  state(): FilmTestState;
}

/** The sagas on a real store (fake timers on); storyboard 7 of customer 42 loaded, post-production done unless told. */
export async function filmHarness(detail: AiStoryboardDetail = aiDetail({ post_production_process_status: 3, kdenlive_process_status: 3 }), api?: FakeAiApi): Promise<FilmHarness> {
  const harness = await openedOn(filmReducer, filmRoot, detail, api);
  return { ...harness, state: () => harness.store.getState() };
}
