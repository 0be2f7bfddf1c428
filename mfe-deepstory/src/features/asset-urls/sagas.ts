import type { SagaIterator } from 'redux-saga';
import { debounce, fork, put } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { callAbortable, typedSelect, type HttpClient } from '@portal/shared-ui';
import { aiClientOf } from '../ai-api';
import { KEYS_PER_REQUEST, signAssetUrls } from './api';
import { selectWantedKeys, signingFailed, signingRetried, signingSent, signingWanted, urlsSigned } from './slice';

/** How long wishes gather before one request asks for them all (a page's images mount together). */
export const GATHER_MS = 10;

function* signBatch(client: HttpClient, customerId: number, keys: readonly string[]): SagaIterator<void> {
  try {
    yield put(urlsSigned({ keys, urls: yield* callAbortable(signAssetUrls, client, customerId, keys) }));
  } catch {
    // One key the api refuses fails the request: these show the fallback image and the 002 §8 text.
    yield put(signingFailed({ keys }));
  }
}

function* signWanted(client: HttpClient): SagaIterator<void> {
  const byCustomer = new Map<number, string[]>();
  for (const { key, customerId } of yield* typedSelect(selectWantedKeys)) byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), key]);
  for (const [customerId, keys] of byCustomer) {
    for (let from = 0; from < keys.length; from += KEYS_PER_REQUEST) {
      const batch = keys.slice(from, from + KEYS_PER_REQUEST);
      yield put(signingSent({ keys: batch }));
      yield fork(signBatch, client, customerId, batch);
    }
  }
}

/** Signs what the pages show, from mount to unmount. */
export function* signedUrlsSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield debounce(GATHER_MS, [signingWanted, signingRetried], signWanted, aiClientOf(props));
}
