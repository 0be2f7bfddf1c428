import { combineSlices } from '@reduxjs/toolkit';
import { COMMON_MESSAGES } from '@portal/shared-contracts/core';
import { ASSET_DOWNLOAD_TEXTS, VIDEOS_MESSAGES, type AssetDownload } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import type { TestMountProps } from '@portal/shared-ui/testing';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { assetDownloadSaga } from './sagas';
import { assetDownloadRequested, assetDownloadSlice, selectAssetDownloadRequesting, selectAssetDownloadsPacking } from './slice';

/*
 * Download of the videos library (001 §2 tools panel, §7 "packed request ... asset.zip",
 * §8 toasts) against a real store on fake timers: the request, the 2.5 s status poll, the
 * warnings, the browser's download of asset.zip, and the failures.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const BASE = '/proxy/v1/customers/42/library-assets/downloads';
const reducer = combineSlices(assetDownloadSlice);
let running: RemoteStore<ReturnType<typeof reducer>> | null = null;

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const answered = async (request: ProxyRequest, answer: (r: ProxyRequest) => void): Promise<void> => {
  answer(request);
  await flush();
};
const key = (n: number): string => `protected/library/demo-pro/2026/03/01/${String(n).padStart(3, '0')}/clip.mp4`;

const download = (overrides: Partial<AssetDownload> = {}): AssetDownload => ({
  id: 5,
  status: 'Pending',
  assetCount: 2,
  warnings: [],
  error: null,
  fileName: 'asset.zip',
  url: null,
  expiresAt: null,
  dateCreated: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const READY = download({ status: 'Ready', url: 'http://localhost:4000/storage/signed/private/user-1/downloads/2026/03/01/x/asset.zip?signature=s', expiresAt: '2026-03-01T11:00:00.000Z' });

function start(props: TestMountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') })) {
  const api: FakeProxyApi = fakeProxyApi();
  const clicks: Array<{ href: string; download: string }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  running = createRemoteStore({ reducer, saga: assetDownloadSaga, context: props });
  const { store } = running;
  return {
    api,
    props,
    store,
    clicks,
    toasts: () => props.bus.published('toast/requested'),
    packing: () => selectAssetDownloadsPacking(store.getState()),
    press: async (assetIds: readonly string[], customerId?: number) => {
      store.dispatch(assetDownloadRequested(assetIds, customerId));
      await flush();
    },
  };
}

describe('asset download', () => {
  it("with nothing selected toasts 'Please select asset(s) to download' and sends nothing", async () => {
    const t = start();
    await t.press([]);
    expect(t.toasts()).toEqual([{ kind: 'error', message: VIDEOS_MESSAGES.selectAssetsToDownload }]);
    expect(t.api.requests).toEqual([]);
    expect(selectAssetDownloadRequesting(t.store.getState())).toBe(false);
  });

  it('refuses more than 200 assets before sending anything', async () => {
    const t = start();
    await t.press(Array.from({ length: 201 }, (_, i) => key(i)));
    expect(t.toasts()).toEqual([{ kind: 'error', message: ASSET_DOWNLOAD_TEXTS.tooMany(200) }]);
    expect(t.api.requests).toEqual([]);
  });

  it('asks for the selection (each once), toasts that packing started, polls every 2.5 s and downloads asset.zip once Ready', async () => {
    const t = start();
    await t.press([key(1), key(2), key(1)]);
    expect(selectAssetDownloadRequesting(t.store.getState())).toBe(true);
    const sent = t.api.open('POST', BASE);
    expect(sent.body).toEqual({ assetIds: [key(1), key(2)] });
    await answered(sent, (r) => r.ok(download()));
    expect(t.toasts()).toEqual([{ kind: 'success', message: VIDEOS_MESSAGES.downloadPacking }]);
    expect(selectAssetDownloadRequesting(t.store.getState())).toBe(false);
    expect(t.packing()).toEqual([{ id: 5, customerId: '42', status: 'Pending' }]);

    await jest.advanceTimersByTimeAsync(2499);
    expect(t.api.all('GET', `${BASE}/5`)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await answered(t.api.open('GET', `${BASE}/5`), (r) => r.ok(download({ status: 'Packing' })));
    expect(t.clicks).toEqual([]);
    await jest.advanceTimersByTimeAsync(2500);
    await answered(t.api.open('GET', `${BASE}/5`), (r) => r.ok(READY));
    expect(t.clicks).toEqual([{ href: READY.url, download: 'asset.zip' }]);
    expect(t.toasts()).toHaveLength(1);
    expect(t.packing()).toEqual([]);
    // The link was only there for the click.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.all('GET', `${BASE}/5`)).toHaveLength(2);
  });

  it('shows the packing warnings (a missing subtitle file) as a warning toast and still downloads', async () => {
    const t = start();
    await t.press([key(1)]);
    await answered(t.api.open('POST', BASE), (r) => r.ok(download()));
    await jest.advanceTimersByTimeAsync(2500);
    const warnings = ['The subtitle file of a.mp4 is missing; the asset was packed without it.'];
    await answered(t.api.open('GET', `${BASE}/5`), (r) => r.ok({ ...READY, warnings }));
    expect(t.toasts()).toEqual([
      { kind: 'success', message: VIDEOS_MESSAGES.downloadPacking },
      { kind: 'warning', message: warnings[0] },
    ]);
    expect(t.clicks).toHaveLength(1);
  });

  it("toasts the api's refusal in its words, and a failed packing with its reason", async () => {
    const t = start();
    await t.press([key(1)]);
    await answered(t.api.open('POST', BASE), (r) => r.fail(403, { code: 'FOREIGN_LIBRARY_ASSET', message: "The asset is not in this customer's library" }));
    expect(t.toasts()).toEqual([{ kind: 'error', message: "The asset is not in this customer's library" }]);
    expect(selectAssetDownloadRequesting(t.store.getState())).toBe(false);
    expect(t.packing()).toEqual([]);

    await t.press([key(2)]);
    await answered(t.api.open('POST', BASE), (r) => r.ok(download({ id: 6 })));
    await jest.advanceTimersByTimeAsync(2500);
    await answered(t.api.open('GET', `${BASE}/6`), (r) => r.ok(download({ id: 6, status: 'Failed', error: 'The file of b.mp4 is no longer stored.' })));
    expect(t.toasts().slice(1)).toEqual([
      { kind: 'success', message: VIDEOS_MESSAGES.downloadPacking },
      { kind: 'error', message: 'The file of b.mp4 is no longer stored.' },
    ]);
    expect(t.clicks).toEqual([]);
    expect(t.packing()).toEqual([]);
  });

  it('keeps polling through network failures, and toasts the unexpected error when no answer ever comes for the request', async () => {
    const t = start();
    await t.press([key(1)]);
    await answered(t.api.open('POST', BASE), (r) => r.ok(download()));
    await jest.advanceTimersByTimeAsync(2500);
    await answered(t.api.open('GET', `${BASE}/5`), (r) => r.drop());
    // Backed off (2.5 s × 2), then asked again.
    await jest.advanceTimersByTimeAsync(5000);
    await answered(t.api.open('GET', `${BASE}/5`), (r) => r.ok(READY));
    expect(t.clicks).toHaveLength(1);

    await t.press([key(3)]);
    await answered(t.api.open('POST', BASE), (r) => r.drop());
    expect(t.toasts().at(-1)).toEqual({ kind: 'error', message: COMMON_MESSAGES.unexpectedErrorStop });
  });

  it("asks under the assets' customer when given one (an admin's library covers every customer's)", async () => {
    const t = start(fakeMountProps({ session: signedInSession('admin', null) }));
    await t.press([key(1)], 77);
    await answered(t.api.open('POST', '/proxy/v1/customers/77/library-assets/downloads'), (r) => r.ok(download()));
    await jest.advanceTimersByTimeAsync(2500);
    expect(t.api.open('GET', '/proxy/v1/customers/77/library-assets/downloads/5')).toBeTruthy();
    expect(t.packing()).toEqual([{ id: 5, customerId: '77', status: 'Pending' }]);
  });

  it('stops following at unmount', async () => {
    const t = start();
    await t.press([key(1)]);
    await answered(t.api.open('POST', BASE), (r) => r.ok(download()));
    await jest.advanceTimersByTimeAsync(2500);
    const pending = t.api.open('GET', `${BASE}/5`);
    running?.stop();
    running = null;
    await flush();
    expect(pending.signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.all('GET', `${BASE}/5`)).toHaveLength(1);
  });
});
