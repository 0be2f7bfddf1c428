// Test helpers of the AI storyboard's saga and page tests (jest only).
import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import type { AiStoryboardDetail } from '@portal/shared-contracts/deepstory';
import type { FakeAiApi } from '../../testing/fakeAiApi';
import { openedOn, type StoreHarness } from '../../testing/storyboardHarness';
import { aiErrorsSaga, aiErrorsSlice } from '../ai-api';
import { signedUrlsSaga, signedUrlsSlice } from '../asset-urls';
import { aiStoryboardSaga } from './sagas';
import { aiStoryboardSlice } from './slice';

export { BRIEF, flush } from '../../testing/storyboardHarness';

export const storyboardReducer = combineSlices(aiStoryboardSlice, aiErrorsSlice, signedUrlsSlice);
export type StoryboardTestState = ReturnType<typeof storyboardReducer>;

/** The types of the actions dispatched since the root saga started. */
export const seenActions: string[] = [];

/** The AI storyboard's sagas with the error toasts and signed URLs, as the remote's root runs them (and a record of the actions). */
export function* storyboardRoot(props: RemoteMountProps): SagaIterator<void> {
  seenActions.length = 0;
  yield takeEvery('*', (action: { type: string }) => {
    seenActions.push(action.type);
  });
  yield all([call(aiStoryboardSaga, props), call(aiErrorsSaga, props), call(signedUrlsSaga, props)]);
}

export interface StoryboardHarness extends StoreHarness<StoryboardTestState> {
  state(): StoryboardTestState['aiStoryboard'];
}

/** The sagas on a real store with storyboard 7 of customer 42 opened and loaded (fake timers on). */
export async function openedStoryboard(detail?: AiStoryboardDetail, api?: FakeAiApi): Promise<StoryboardHarness> {
  const harness = await openedOn(storyboardReducer, storyboardRoot, detail, api);
  return { ...harness, state: () => harness.store.getState().aiStoryboard };
}
