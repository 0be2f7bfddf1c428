import { act } from '@testing-library/react';
import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedUrls } from '../../testing/reusableAssets';
import { signedInSession } from '../../testing/sessions';
import { ASSET_URLS_PER_REQUEST, SIGN_BATCH_MS, assetUrlsSaga } from './sagas';
import { RESIGN_BEFORE_EXPIRY_MS, assetUrlsSlice, isFresh, needsSigning, selectSignedAsset, urlsWanted } from './slice';

const reducer = combineSlices(assetUrlsSlice);
type State = ReturnType<typeof reducer>;

let running: RemoteStore<State> | null = null;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

const elapse = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));
const keys = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `private/user-1/k/${from + i}.png`);

function start() {
  const api = fakeProxyApi();
  running = createRemoteStore({ reducer, saga: assetUrlsSaga, context: fakeMountProps({ session: signedInSession() }) });
  const { store } = running;
  return { api, store, entry: (assetId: string) => selectSignedAsset(store.getState(), assetId) };
}

describe('signed URLs', () => {
  it('gathers what tiles ask for in one moment into one request per customer', async () => {
    const { api, store, entry } = start();
    store.dispatch(urlsWanted({ customerId: '42', assetIds: ['private/user-1/a.png'] }));
    store.dispatch(urlsWanted({ customerId: '42', assetIds: ['private/user-1/b.png', 'private/user-1/a.png'] }));
    store.dispatch(urlsWanted({ customerId: '77', assetIds: ['private/user-7/c.png'] }));
    await elapse(SIGN_BATCH_MS - 1);
    expect(api.requests).toEqual([]);
    await elapse(1);
    expect(api.requests.map((r) => [r.path, r.body])).toEqual([
      ['/proxy/v1/customers/42/asset-urls', { assetIds: ['private/user-1/a.png', 'private/user-1/b.png'] }],
      ['/proxy/v1/customers/77/asset-urls', { assetIds: ['private/user-7/c.png'] }],
    ]);
    expect(entry('private/user-1/a.png')?.status).toBe('signing');
    // Asked again while on its way: not sent twice.
    store.dispatch(urlsWanted({ customerId: '42', assetIds: ['private/user-1/a.png'] }));
    await elapse(SIGN_BATCH_MS);
    expect(api.requests).toHaveLength(2);

    // An id the answer leaves out could not be signed; a refused request fails all its ids.
    act(() => api.open('POST', '/proxy/v1/customers/42/asset-urls').ok([signedUrls('private/user-1/a.png')]));
    act(() => api.open('POST', '/proxy/v1/customers/77/asset-urls').fail(403, { code: 'FOREIGN_PRIVATE_ASSET', message: 'Not yours' }));
    await elapse(0);
    expect(entry('private/user-1/a.png')).toMatchObject({ status: 'signed', urls: { url: signedUrls('private/user-1/a.png').url } });
    expect(entry('private/user-1/b.png')?.status).toBe('failed');
    expect(entry('private/user-7/c.png')?.status).toBe('failed');
    // Failures are not asked for again (a placeholder shows).
    store.dispatch(urlsWanted({ customerId: '42', assetIds: ['private/user-1/b.png'] }));
    await elapse(SIGN_BATCH_MS);
    expect(api.requests).toHaveLength(2);
  });

  it(`asks at most ${ASSET_URLS_PER_REQUEST} assets a request`, async () => {
    const { api, store } = start();
    store.dispatch(urlsWanted({ customerId: '42', assetIds: keys(0, 60) }));
    await elapse(SIGN_BATCH_MS);
    expect(api.requests.map((r) => (r.body as { assetIds: string[] }).assetIds.length)).toEqual([50, 10]);
  });

  it('asks again for URLs about to expire', () => {
    const now = Date.parse('2025-03-01T00:00:00Z');
    const signed = (expiresInMs: number) =>
      ({ status: 'signed', customerId: '42', urls: signedUrls('k', { expiresAt: new Date(now + expiresInMs).toISOString() }) }) as const;
    expect(needsSigning(undefined, now)).toBe(true);
    expect(needsSigning(signed(RESIGN_BEFORE_EXPIRY_MS + 1000), now)).toBe(false);
    expect(isFresh(signed(RESIGN_BEFORE_EXPIRY_MS + 1000), now)).toBe(true);
    expect(needsSigning(signed(RESIGN_BEFORE_EXPIRY_MS - 1000), now)).toBe(true);
    expect(needsSigning({ status: 'signing', customerId: '42' }, now)).toBe(false);
    expect(needsSigning({ status: 'failed', customerId: '42' }, now)).toBe(false);
  });
});
