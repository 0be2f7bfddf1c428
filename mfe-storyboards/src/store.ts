import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { storyboardListSaga, storyboardListSlice } from './features/storyboard-list';
import { storyboardDetailSaga, storyboardDetailSlice } from './features/storyboard-detail';
import { listingSlice, marketplaceSaga, marketplaceSlice } from './features/marketplace';
import { storyboardActionsSaga, storyboardActionsSlice } from './features/storyboard-actions/state';
import { storyboardQrSaga, storyboardQrSlice } from './features/storyboard-qr/state';
import { assetUrlsSaga, assetUrlsSlice } from './features/asset-urls/state';
import { reusableAssetSaga, reusableAssetSlice } from './features/reusable-asset/state';
import { storymakerPanelSaga, storymakerPanelSlices } from './features/side-panel/state';
import { uploadsSaga, uploadsSlice } from './features/uploads/root';
import { briefSaga, briefSlice } from './features/brief/state';
import { renderSaga, renderSlices } from './features/render/state';
import { videosSaga, videosSlice } from './features/videos';
import { assetDownloadSaga, assetDownloadSlice } from './features/asset-download/state';

/**
 * The root reducer of mfe-storyboards: createRemoteLifecycles makes a fresh store from it
 * at every mount (docs/adr/011-remote-store-and-sagas.md). Feature slices join here as
 * they are built, starting with the My Storyboards list (001 §2).
 */
export const reducer = combineSlices(storyboardListSlice, storyboardDetailSlice, marketplaceSlice, listingSlice, storyboardActionsSlice, storyboardQrSlice, uploadsSlice, assetUrlsSlice, reusableAssetSlice, briefSlice, ...renderSlices, videosSlice, assetDownloadSlice, ...storymakerPanelSlices);
export type StoryboardsState = ReturnType<typeof reducer>;

/** The root saga: each feature's watcher, from mount to unmount, with the mount props. */
export function* rootSaga(props: RemoteMountProps): SagaIterator<void> {
  yield all([call(storyboardListSaga, props), call(storyboardDetailSaga, props), call(marketplaceSaga, props), call(storyboardActionsSaga, props), call(storyboardQrSaga, props), call(uploadsSaga, props), call(assetUrlsSaga, props), call(reusableAssetSaga, props), call(storymakerPanelSaga, props), call(briefSaga, props), call(renderSaga, props), call(videosSaga, props), call(assetDownloadSaga, props)]);
}
