import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { aiErrorsSaga, aiErrorsSlice } from './features/ai-api';
import { aiStoryboardSaga, aiStoryboardSlice } from './features/ai-storyboard';
import { signedUrlsSaga, signedUrlsSlice } from './features/asset-urls/state';
import { discoverySaga, discoverySlice } from './features/discovery';
import { filmStepSaga, filmStepSlice } from './features/film-step';
import { generationSaga, generationSlice } from './features/generation';
import { seriesSaga, seriesSlice } from './features/series';

/**
 * The root reducer of mfe-deepstory: createRemoteLifecycles makes a fresh store from it at
 * every mount (docs/adr/011-remote-store-and-sagas.md). The landing and design pages hold
 * no state in redux. One slice per line, so a feature joins with a one-line edit.
 */
export const reducer = combineSlices(
  aiErrorsSlice,
  signedUrlsSlice,
  generationSlice,
  discoverySlice,
  seriesSlice,
  aiStoryboardSlice,
  filmStepSlice,
);
export type DeepStoryState = ReturnType<typeof reducer>;

/**
 * The root saga, from mount to unmount with the mount props: AI errors shown as toasts,
 * signed URLs, the generation poll (resumed from localStorage at mount, 002 §4) and each
 * page's watcher. One saga per line.
 */
export function* rootSaga(props: RemoteMountProps): SagaIterator<void> {
  yield all([
    call(aiErrorsSaga, props),
    call(signedUrlsSaga, props),
    call(generationSaga, props),
    call(discoverySaga, props),
    call(seriesSaga, props),
    call(aiStoryboardSaga, props),
    call(filmStepSaga, props),
  ]);
}
