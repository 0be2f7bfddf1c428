import { combineSlices } from '@reduxjs/toolkit';
import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { errorBody, fakeMarketplaceApi, nthCall, searchBody } from '../../testing/fakeMarketplaceApi';
import { listingHit, listingHits } from '../../testing/listings';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { listingSlice } from './listingSlice';
import { marketplaceSaga } from './sagas';
import { selectError, selectListings, selectPopular, selectPopularStatus, selectStatus } from './selectors';
import { criteriaChanged, marketplaceOpened, marketplaceSlice, pageRequested, popularRequested } from './slice';

const reducer = combineSlices(marketplaceSlice, listingSlice);
type State = ReturnType<typeof reducer>;

let running: RemoteStore<State> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

function start() {
  const api = fakeMarketplaceApi();
  running = createRemoteStore({ reducer, saga: marketplaceSaga, context: fakeMountProps({ session: signedInSession() }) });
  return { store: running.store, api };
}

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const params = (req: { params: URLSearchParams }) => Object.fromEntries(req.params);

describe('marketplace browse saga', () => {
  beforeEach(() => jest.useFakeTimers());

  it('opening asks at once for the first 100 listings and for the popular ones', async () => {
    const { store, api } = start();
    store.dispatch(marketplaceOpened());
    await flush();
    const searches = api.calls('searchListings');
    expect(searches.map(params)).toEqual(expect.arrayContaining([{ size: '100', from: '0' }, { size: '100', from: '0', tags: 'Popular' }]));
    expect(searches).toHaveLength(2);
    const grid = searches.find((r) => !r.params.has('tags'))!;
    const popular = searches.find((r) => r.params.has('tags'))!;
    grid.answer(200, searchBody(listingHits(1, 3), 3));
    popular.answer(200, searchBody([listingHit(2)]));
    await flush();
    expect(selectListings(store.getState()).map((l) => l.listingId)).toEqual([1, 2, 3]);
    expect(selectPopular(store.getState()).map((l) => l.listingId)).toEqual([2]);
    expect(selectPopularStatus(store.getState())).toBe('succeeded');
  });

  it('waits 500 ms after the last change, then asks once with the latest keys and tags', async () => {
    const { store, api } = start();
    store.dispatch(criteriaChanged({ text: 'r' }));
    await jest.advanceTimersByTimeAsync(300);
    store.dispatch(criteriaChanged({ text: 'rugby', tags: ['QLD', 'Sports'] }));
    await jest.advanceTimersByTimeAsync(499);
    expect(api.calls('searchListings')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.calls('searchListings').map(params)).toEqual([{ size: '100', from: '0', q: 'rugby', tags: 'QLD,Sports' }]);
  });

  it('aborts the grid request in flight when the criteria change', async () => {
    const { store, api } = start();
    store.dispatch(marketplaceOpened());
    await flush();
    const first = api.calls('searchListings').find((r) => !r.params.has('tags'))!;
    store.dispatch(criteriaChanged({ text: 'final' }));
    await flush();
    expect(first.signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(500);
    const again = api.calls('searchListings').filter((r) => r.params.get('q') === 'final');
    expect(again).toHaveLength(1);
    again[0]!.answer(200, searchBody([listingHit(8)]));
    await flush();
    expect(selectListings(store.getState()).map((l) => l.listingId)).toEqual([8]);
  });

  it('loads the next page from the number already loaded', async () => {
    const { store, api } = start();
    store.dispatch(criteriaChanged({ tags: ['NSW'] }));
    await jest.advanceTimersByTimeAsync(500);
    nthCall(api, 'searchListings', 0).answer(200, searchBody(listingHits(1, 100), 130));
    await flush();
    store.dispatch(pageRequested({ from: 100 }));
    await flush();
    const second = nthCall(api, 'searchListings', 1);
    expect(params(second)).toEqual({ size: '100', from: '100', tags: 'NSW' });
    second.answer(200, searchBody(listingHits(101, 30), 130));
    await flush();
    expect(selectListings(store.getState())).toHaveLength(130);
  });

  it("shows the api's error_message, or the spec's texts for the grid and the Popular row", async () => {
    const { store, api } = start();
    store.dispatch(marketplaceOpened());
    await flush();
    const [a, b] = api.calls('searchListings');
    const grid = a!.params.has('tags') ? b! : a!;
    const popular = a!.params.has('tags') ? a! : b!;
    grid.answer(502, '<html>');
    popular.answer(500);
    await flush();
    expect(selectStatus(store.getState())).toBe('failed');
    expect(selectError(store.getState())).toBe(STORYBOARD_MESSAGES.searchListingsUnexpected);
    expect(selectPopularStatus(store.getState())).toBe('failed');
    expect(store.getState().marketplace.popularError).toBe(STORYBOARD_MESSAGES.searchPopularListingsUnexpected);

    store.dispatch(pageRequested({ from: 0 }));
    await flush();
    nthCall(api, 'searchListings', 2).answer(400, errorBody('BAD_QUERY', 'Query too long'));
    await flush();
    expect(selectError(store.getState())).toBe('Query too long');

    store.dispatch(popularRequested());
    await flush();
    const retried = nthCall(api, 'searchListings', 3);
    expect(retried.params.get('tags')).toBe('Popular');
    retried.answer(200, searchBody([listingHit(4)]));
    await flush();
    expect(selectPopular(store.getState()).map((l) => l.listingId)).toEqual([4]);
  });
});
