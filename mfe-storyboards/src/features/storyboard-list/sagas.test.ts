import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeSearchApi, nth } from '../../testing/fakeSearchApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { storyboardHits } from '../../testing/storyboards';
import { reducer, rootSaga, type StoryboardsState } from '../../store';
import { selectError, selectStatus, selectStoryboards } from './selectors';
import { criteriaChanged, criteriaReset, listOpened, pageRequested } from './slice';

let running: RemoteStore<StoryboardsState> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

function start(): { store: RemoteStore<StoryboardsState>['store']; requests: ReturnType<typeof fakeSearchApi>['requests'] } {
  const { requests } = fakeSearchApi();
  running = createRemoteStore({ reducer, saga: rootSaga, context: fakeMountProps() });
  return { store: running.store, requests };
}

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

describe('storyboard list saga', () => {
  beforeEach(() => jest.useFakeTimers());

  it('loads the first page at once when the page opens', async () => {
    const { store, requests } = start();
    store.dispatch(listOpened());
    await flush();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(nth(requests, 0).params)).toEqual({ from: '0', size: '20' });
    nth(requests, 0).answer({ hits: storyboardHits(1, 2) });
    await flush();
    expect(selectStoryboards(store.getState())).toHaveLength(2);
    expect(selectStatus(store.getState())).toBe('succeeded');
  });

  it('waits 500 ms after the last change of criteria, then asks once with the latest', async () => {
    const { store, requests } = start();
    store.dispatch(criteriaChanged({ text: 'r' }));
    await jest.advanceTimersByTimeAsync(300);
    store.dispatch(criteriaChanged({ text: 'ru' }));
    await jest.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(nth(requests, 0).params.get('q')).toBe('ru');
  });

  it('aborts the request in flight when the criteria change', async () => {
    const { store, requests } = start();
    store.dispatch(listOpened());
    await flush();
    store.dispatch(criteriaChanged({ project: 'Live' }));
    await flush();
    expect(nth(requests, 0).signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(nth(requests, 1).params.get('projectType')).toBe('Live');
    nth(requests, 1).answer({ hits: storyboardHits(1, 1) });
    await flush();
    expect(selectStoryboards(store.getState()).map((s) => s.scriptId)).toEqual([1]);
  });

  it('loads more from the number already loaded', async () => {
    const { store, requests } = start();
    store.dispatch(listOpened());
    await flush();
    nth(requests, 0).answer({ hits: storyboardHits(1, 20), total: 30 });
    await flush();
    store.dispatch(pageRequested({ from: 20 }));
    await flush();
    expect(nth(requests, 1).params.get('from')).toBe('20');
    nth(requests, 1).answer({ hits: storyboardHits(21, 10), total: 30 });
    await flush();
    expect(selectStoryboards(store.getState())).toHaveLength(30);
  });

  it("shows the api's error_message, or the spec's text for any other failure", async () => {
    const { store, requests } = start();
    store.dispatch(listOpened());
    await flush();
    nth(requests, 0).answer({ status: 400, body: { error_code: 'BAD_QUERY', error_message: 'Query too long' } });
    await flush();
    expect(selectError(store.getState())).toBe('Query too long');
    store.dispatch(pageRequested({ from: 0 }));
    await flush();
    nth(requests, 1).answer({ status: 502, body: '<html>' });
    await flush();
    expect(selectStatus(store.getState())).toBe('failed');
    expect(selectError(store.getState())).toBe(STORYBOARD_MESSAGES.searchStoryboardsUnexpected);
  });

  it('asks nothing when a reset changes nothing', async () => {
    const { store, requests } = start();
    store.dispatch(listOpened());
    await flush();
    nth(requests, 0).answer({ hits: [] });
    await flush();
    store.dispatch(criteriaReset());
    await jest.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });
});
