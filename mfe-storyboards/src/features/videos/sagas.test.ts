import { VIDEOS_MESSAGES, VIDEOS_TEXTS } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { reducer, rootSaga, type StoryboardsState } from '../../store';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { assetHit, assetHits, assetPage } from '../../testing/libraryAssets';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { selectAssets, selectDeletion, selectError, selectSelectedIds, selectShown, selectStatus } from './selectors';
import {
  assetShown,
  deleteConfirmed,
  deleteRequested,
  downloadRequested,
  filtersChanged,
  keywordsChanged,
  libraryOpened,
  pageRequested,
  selectionChanged,
  tableChanged,
} from './slice';


const SEARCH = '/search/assets';
const BASE = '/proxy/v1/customers/42/library-assets';
const DOWNLOADS = `${BASE}/downloads`;

let running: RemoteStore<StoryboardsState> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});
beforeEach(() => {
  jest.useFakeTimers();
});

function start() {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession('customer', 'Entry') });
  running = createRemoteStore({ reducer, saga: rootSaga, context: mountProps });
  return { api, store: running.store, bus: mountProps.bus };
}

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const searches = (api: FakeProxyApi) => api.all('GET', SEARCH);
const params = (api: FakeProxyApi, n: number): Record<string, string> => Object.fromEntries(searches(api)[n]?.params ?? []);

/** Opens the page and answers its first page with `hits`; the seen call stays open. */
async function opened(hits = assetHits(1, 3), total = hits.length) {
  const started = start();
  started.store.dispatch(libraryOpened());
  await flush();
  started.api.open('GET', SEARCH).ok(assetPage(hits, total));
  await flush();
  return started;
}

describe('the videos library saga', () => {
  it('loads the first page when the page opens, marks the library seen and tells the host', async () => {
    const { api, store, bus } = await opened();
    expect(params(api, 0)).toEqual({ from: '0', size: '20', sortBy: 'date', sortOrder: 'desc' });
    expect(selectAssets(store.getState())).toHaveLength(3);
    const seen = api.open('POST', `${BASE}/seen`);
    expect(bus.published('library/seen')).toEqual([]);
    seen.ok({ count: 0 });
    await flush();
    expect(bus.published('library/seen')).toEqual([{}]);
  });

  it('does not tell the host when marking seen failed', async () => {
    const { api, bus } = await opened();
    api.open('POST', `${BASE}/seen`).fail(502, { code: 'X', message: 'down' });
    await flush();
    expect(bus.published('library/seen')).toEqual([]);
  });

  it('asks for the next page from the number already loaded', async () => {
    const { api, store } = await opened(assetHits(1, 20), 25);
    store.dispatch(pageRequested({ from: 20 }));
    await flush();
    expect(params(api, 1)).toMatchObject({ from: '20' });
    api.open('GET', SEARCH).ok(assetPage(assetHits(21, 5), 25));
    await flush();
    expect(selectAssets(store.getState())).toHaveLength(25);
  });

  it('waits 500 ms after the last keyword typed, then asks once with the latest; a radio asks at once', async () => {
    const { api, store } = await opened();
    store.dispatch(keywordsChanged({ text: 'tr' }));
    await jest.advanceTimersByTimeAsync(300);
    store.dispatch(keywordsChanged({ text: 'train' }));
    await jest.advanceTimersByTimeAsync(499);
    expect(searches(api)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(searches(api)).toHaveLength(2);
    expect(params(api, 1)).toMatchObject({ q: 'train', from: '0' });

    store.dispatch(filtersChanged({ mediaType: 'Image' }));
    await flush();
    expect(searches(api)).toHaveLength(3);
    expect(params(api, 2)).toMatchObject({ q: 'train', mediaType: 'Image' });
  });

  it('aborts the search in flight when the question changes', async () => {
    const { api, store } = await opened();
    store.dispatch(tableChanged({ columns: { userEmail: 'mia' }, sort: { by: 'date', order: 'asc' } }));
    await flush();
    const first = searches(api)[1];
    store.dispatch(tableChanged({ columns: { userEmail: 'jack' }, sort: { by: 'date', order: 'asc' } }));
    await flush();
    expect(first?.signal?.aborted).toBe(true);
    expect(params(api, 2)).toMatchObject({ userEmail: 'jack', sortBy: 'date', sortOrder: 'asc' });
  });

  it('does not ask for criteria no asset can match: the list is empty at once', async () => {
    const { api, store } = await opened();
    store.dispatch(tableChanged({ columns: { projectType: 'staging' }, sort: { by: 'date', order: 'desc' } }));
    await flush();
    expect(searches(api)).toHaveLength(1);
    expect(selectStatus(store.getState())).toBe('succeeded');
    expect(selectAssets(store.getState())).toEqual([]);
  });

  it("says 'Unexpected error when searching assets' when a search fails", async () => {
    const { api, store } = start();
    store.dispatch(libraryOpened());
    await flush();
    api.open('GET', SEARCH).fail(500, { code: 'INTERNAL', message: 'boom' });
    await flush();
    expect(selectStatus(store.getState())).toBe('failed');
    expect(selectError(store.getState())).toBe(VIDEOS_MESSAGES.searchUnexpected);
  });

  it('a new question drops the selection; the summary keeps its asset', async () => {
    const { store } = await opened();
    store.dispatch(selectionChanged([1, 2]));
    store.dispatch(assetShown(assetHit(2)));
    store.dispatch(filtersChanged({ source: 'DG' }));
    expect(selectSelectedIds(store.getState())).toEqual([]);
    expect(selectShown(store.getState())?.id).toBe(2);
  });
});

describe('Download', () => {
  it("with nothing selected: the error toast 'Please select asset(s) to download', nothing asked", async () => {
    const { store, bus, api } = await opened();
    store.dispatch(downloadRequested());
    await flush();
    expect(bus.published('toast/requested')).toEqual([{ kind: 'error', message: VIDEOS_MESSAGES.selectAssetsToDownload }]);
    expect(api.all('POST', DOWNLOADS)).toEqual([]);
  });

  it('with a selection: one packing request of the selected assets, then the toast that packing started', async () => {
    const { store, bus, api } = await opened();
    store.dispatch(selectionChanged([3, 1]));
    store.dispatch(downloadRequested());
    await flush();
    const [posted] = api.all('POST', DOWNLOADS);
    expect(posted?.body).toEqual({ assetIds: [assetHit(3).assetId, assetHit(1).assetId] });
    api.open('POST', DOWNLOADS).ok({ id: 7, status: 'Pending', assetCount: 2, warnings: [], error: null, fileName: 'asset.zip', url: null, expiresAt: null, dateCreated: '2026-11-26T09:00:00.000Z' });
    await flush();
    expect(bus.published('toast/requested')).toEqual([{ kind: 'success', message: VIDEOS_MESSAGES.downloadPacking }]);
  });
});

describe('Delete', () => {
  it('with nothing selected: an error toast and no confirmation', async () => {
    const { store, bus } = await opened();
    store.dispatch(deleteRequested());
    await flush();
    expect(selectDeletion(store.getState())).toBe('idle');
    expect(bus.published('toast/requested')).toEqual([{ kind: 'error', message: VIDEOS_TEXTS.selectAssetsToDelete }]);
  });

  it('deletes each selected asset once confirmed (its key URL-encoded), then loads the list again', async () => {
    const hits = assetHits(1, 3);
    const { api, store, bus } = await opened(hits);
    store.dispatch(selectionChanged([1, 3]));
    store.dispatch(assetShown(hits[0]!));
    store.dispatch(deleteRequested());
    expect(selectDeletion(store.getState())).toBe('confirming');
    store.dispatch(deleteConfirmed());
    await flush();
    const first = api.open('DELETE', `${BASE}/${encodeURIComponent(hits[0]!.assetId)}`);
    expect(first.headers).toHaveProperty('idempotency-key');
    first.ok({ ok: true });
    await flush();
    // An asset already gone counts as deleted.
    api.open('DELETE', `${BASE}/${encodeURIComponent(hits[2]!.assetId)}`).fail(404, { code: 'LIBRARY_ASSET_NOT_FOUND', message: 'No such library asset' });
    await flush();
    expect(selectDeletion(store.getState())).toBe('idle');
    expect(selectShown(store.getState())).toBeNull();
    expect(selectSelectedIds(store.getState())).toEqual([]);
    expect(bus.published('toast/requested')).toEqual([{ kind: 'success', message: VIDEOS_TEXTS.deleted(2) }]);
    expect(params(api, 1)).toMatchObject({ from: '0' });
  });

  it('says how many could not be deleted', async () => {
    const hits = assetHits(1, 2);
    const { api, store, bus } = await opened(hits);
    store.dispatch(selectionChanged([1, 2]));
    store.dispatch(deleteRequested());
    store.dispatch(deleteConfirmed());
    await flush();
    api.open('DELETE', `${BASE}/${encodeURIComponent(hits[0]!.assetId)}`).fail(403, { code: 'FOREIGN_LIBRARY_ASSET', message: 'no' });
    await flush();
    api.open('DELETE', `${BASE}/${encodeURIComponent(hits[1]!.assetId)}`).ok({ ok: true });
    await flush();
    expect(bus.published('toast/requested')).toEqual([
      { kind: 'success', message: VIDEOS_TEXTS.deleted(1) },
      { kind: 'error', message: VIDEOS_TEXTS.deleteFailed(1, 2) },
    ]);
  });
});
