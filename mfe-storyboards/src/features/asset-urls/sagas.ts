import type { SagaIterator } from 'redux-saga';
import { debounce, fork, put } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable, typedSelect, type HttpClient } from '@portal/shared-ui';
import { getAssetUrls } from '../../api/reusableAssetCalls';
import { callContextOf } from '../../api/storyboardCalls';
import { selectWanted, urlsFailed, urlsRequested, urlsSigned, urlsWanted } from './slice';

/** The most asset ids one POST .../asset-urls takes (assetUrlsRequestSchema). */
export const ASSET_URLS_PER_REQUEST = 50;

/**
 * How long the saga waits for more wishes before asking: the tiles of a page mount in one
 * go, each wishing for its own image, and are answered by one request.
 */
export const SIGN_BATCH_MS = 10;

function* signChunk(client: HttpClient, customerId: string, assetIds: readonly string[]): SagaIterator<void> {
  try {
    const urls = yield* callAbortable(getAssetUrls, { client, customerId }, assetIds);
    yield put(urlsSigned({ assetIds, urls }));
  } catch {
    // One key the customer may not read refuses the whole request: those images show placeholders.
    yield put(urlsFailed({ assetIds }));
  }
}

/** Asks for every wanted asset: one request per customer and 50 ids, side by side. */
function* signWanted(client: HttpClient): SagaIterator<void> {
  const wanted = yield* typedSelect(selectWanted);
  const byCustomer = new Map<string, string[]>();
  for (const { assetId, customerId } of wanted) byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), assetId]);
  for (const [customerId, assetIds] of byCustomer) {
    for (let i = 0; i < assetIds.length; i += ASSET_URLS_PER_REQUEST) {
      const chunk = assetIds.slice(i, i + ASSET_URLS_PER_REQUEST);
      yield put(urlsRequested({ assetIds: chunk }));
      yield fork(signChunk, client, customerId, chunk);
    }
  }
}

/** Signs what the remote's components show, from mount to unmount. */
export function* assetUrlsSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield debounce(SIGN_BATCH_MS, urlsWanted, signWanted, callContextOf(props).client);
}
