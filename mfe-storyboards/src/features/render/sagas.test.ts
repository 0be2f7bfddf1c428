import { combineSlices } from '@reduxjs/toolkit';
import { ANALYTICS_EVENTS, IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { PROXY_MESSAGES, RENDER_MESSAGES, STORYBOARD_MESSAGES, type TestRender } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeXhr, type TestMountProps } from '@portal/shared-ui/testing';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { fileOf, ticketFor } from '../../testing/uploads';
import { shelveFile, shelvedFile } from '../uploads';
import { renderPaletteSlice } from './paletteSlice';
import { ACTIVE_RENDER_IDS, renderSaga } from './sagas';
import { renderModeOpened, renderRequested, renderSlice, selectRender, selectRendersInProgress, videoPicked } from './slice';

/*
 * The render flow (001 §4 "Render") against a real store on fake timers: Start Render
 * (files first, then the request), the 5 s status poll, and the bar's 1% a second up to
 * 90%, 100% on success then gone after 5 s, 0 on failure.
 */

jest.setTimeout(20_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  running?.stop();
  running = null;
  localStorage.clear();
  jest.useRealTimers();
});

const BASE = '/proxy/v1/customers/42';
const STORED = `${ACTIVE_RENDER_IDS}:user-1`;
const reducer = combineSlices(renderSlice, renderPaletteSlice);
let running: RemoteStore<ReturnType<typeof reducer>> | null = null;

const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const answered = async (request: ProxyRequest, answer: (r: ProxyRequest) => void): Promise<void> => {
  answer(request);
  await flush();
};

const render = (overrides: Partial<TestRender> = {}): TestRender => ({
  id: 9,
  storyboardId: 7,
  title: 'Club cut',
  status: 'Processing',
  step: null,
  error: null,
  assetId: null,
  durationMillis: null,
  dateCreated: new Date().toISOString(),
  dateCompleted: null,
  ...overrides,
});

function start(props: TestMountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') })) {
  const api: FakeProxyApi = fakeProxyApi();
  running = createRemoteStore({ reducer, saga: renderSaga, context: props });
  const { store } = running;
  store.dispatch(renderModeOpened({ storyboardId: 7 }));
  return {
    api,
    props,
    store,
    state: () => selectRender(store.getState()),
    job: () => selectRender(store.getState()).jobs[0],
    pickAsset: (shotId: number, assetId: string) => store.dispatch(videoPicked({ shotId, pick: { kind: 'asset', assetId, name: null } })),
    request: async (shotIds: number[] = [1, 2]) => {
      store.dispatch(renderRequested({ storyboardId: 7, customerId: '42', title: 'Club cut', shotIds }));
      await flush();
    },
  };
}

/** Two shots filled with the customer's videos, the render asked for and taken (id 9). */
async function started(t: ReturnType<typeof start>): Promise<void> {
  t.pickAsset(1, 'private/user-1/uploads/a.mp4');
  t.pickAsset(2, 'private/user-1/uploads/b.mp4');
  await t.request();
  await answered(t.api.open('POST', `${BASE}/storyboards/7/test-render`), (r) => r.ok({ id: 9, processingStatus: 'Processing' }));
}

describe('starting a render', () => {
  it('sends the title and each shot with its asset, then counts the render, resets the picks and stores its id', async () => {
    const t = start();
    await started(t);
    const sent = t.api.all('POST', `${BASE}/storyboards/7/test-render`)[0];
    expect(sent?.body).toEqual({
      title: 'Club cut',
      shots: [
        { shotId: 1, assetId: 'private/user-1/uploads/a.mp4' },
        { shotId: 2, assetId: 'private/user-1/uploads/b.mp4' },
      ],
    });
    expect(sent?.headers[IDEMPOTENCY_HEADER]).toBeTruthy();
    expect(selectRendersInProgress(t.store.getState())).toBe(1);
    expect(t.state().picks).toEqual({});
    expect(t.state().dialog).toEqual({ open: false, starting: false, message: null, error: null });
    expect(t.job()).toMatchObject({ id: 9, title: 'Club cut', percent: 0, status: 'rendering' });
    expect(JSON.parse(localStorage.getItem(STORED) ?? '[]')).toEqual(['42:9']);
  });

  it("refuses a start whose UGV shots are not all filled with the spec's text, sending nothing", async () => {
    const t = start();
    t.pickAsset(1, 'private/user-1/uploads/a.mp4');
    await t.request([1, 2]);
    expect(t.api.all('POST', `${BASE}/storyboards/7/test-render`)).toHaveLength(0);
    expect(t.state().dialog).toMatchObject({ open: true, starting: false, error: RENDER_MESSAGES.shotsAssetsMismatch });
    expect(t.state().jobs).toEqual([]);
  });

  it("shows the api's refusals in the spec's words", async () => {
    const t = start();
    t.pickAsset(1, 'private/user-1/uploads/a.mp4');
    t.pickAsset(2, 'private/user-1/uploads/b.mp4');
    await t.request();
    await answered(t.api.open('POST', `${BASE}/storyboards/7/test-render`), (r) =>
      r.fail(400, { code: 'SHOTS_ASSETS_MISMATCH', message: RENDER_MESSAGES.shotsAssetsMismatch }),
    );
    expect(t.state().dialog.error).toBe(RENDER_MESSAGES.shotsAssetsMismatch);
    await t.request();
    await answered(t.api.open('POST', `${BASE}/storyboards/7/test-render`), (r) => r.fail(400, { code: 'RENDER_ASSET_INVALID', message: 'x' }));
    expect(t.state().dialog.error).toBe(STORYBOARD_MESSAGES.assetNotSupported);
    await t.request();
    await answered(t.api.open('POST', `${BASE}/storyboards/7/test-render`), (r) => r.fail(500, { code: 'INTERNAL_ERROR', message: 'x' }));
    expect(t.state().dialog.error).toBe(PROXY_MESSAGES.renderUnexpected);
    expect(t.state().jobs).toEqual([]);
  });

  it('uploads a new file first and waits until it is processed, then sends its asset; a retry does not upload it again', async () => {
    const xhr = fakeXhr();
    const t = start();
    t.pickAsset(1, 'private/user-1/uploads/a.mp4');
    const fileId = shelveFile(fileOf('goal.mp4', 'video/mp4', 10));
    t.store.dispatch(videoPicked({ shotId: 2, pick: { kind: 'file', fileId, name: 'goal.mp4', contentType: 'video/mp4', size: 10 } }));
    await t.request();
    expect(t.state().dialog.message).toBe('Uploading file goal.mp4 (0%)');
    await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor('goal.mp4')));
    xhr.last().progress(5, 10);
    await flush();
    expect(t.state().dialog.message).toBe('Uploading file goal.mp4 (50%)');
    xhr.last().answer(200);
    await flush();
    const key = ticketFor('goal.mp4').key;
    await answered(t.api.open('POST', `${BASE}/assets`), (r) => r.ok({ assetId: key, mediaType: 'Video' }));
    expect(t.state().picks[2]).toEqual({ kind: 'asset', assetId: key, name: 'goal.mp4' });
    // The shelf lets go of the file once its pick is an asset.
    expect(shelvedFile(fileId)).toBeNull();
    expect(t.state().dialog.message).toBe('Preparing goal.mp4 ...');
    const asset = { assetId: key, mediaType: 'Video', contentType: 'video/mp4', size: 10, originalFileName: 'goal.mp4', durationMillis: null, width: null, height: null, thumbnailAssetId: null, streamAssetId: null, error: null, dateCreated: '2026-01-01T00:00:00.000Z' };
    await answered(t.api.open('GET', `${BASE}/assets/${encodeURIComponent(key)}`), (r) => r.ok({ ...asset, status: 'Processing' }));
    await jest.advanceTimersByTimeAsync(1000);
    await answered(t.api.open('GET', `${BASE}/assets/${encodeURIComponent(key)}`), (r) => r.ok({ ...asset, status: 'Ready' }));
    const sent = t.api.open('POST', `${BASE}/storyboards/7/test-render`);
    expect(sent.body).toEqual({ title: 'Club cut', shots: [{ shotId: 1, assetId: 'private/user-1/uploads/a.mp4' }, { shotId: 2, assetId: key }] });
    await answered(sent, (r) => r.fail(503, { code: 'UNAVAILABLE', message: 'x' }));
    // Tried again: the file is already an asset, only the request goes out.
    await t.request();
    expect(t.api.all('POST', `${BASE}/uploads`)).toHaveLength(1);
    expect(t.api.open('POST', `${BASE}/storyboards/7/test-render`).body).toEqual(sent.body);
  });
});

describe('a render in progress', () => {
  it('rises 1% a second up to 90%, polls every 5 s showing the step, and on Complete jumps to 100%, then clears after 5 s', async () => {
    const t = start();
    await started(t);
    await jest.advanceTimersByTimeAsync(1000);
    expect(t.job()?.percent).toBe(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(t.job()?.percent).toBe(4);
    expect(t.api.all('GET', `${BASE}/test-render/9`)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.ok(render({ step: 'Encoding shot 1 of 2' })));
    expect(t.job()).toMatchObject({ percent: 5, step: 'Encoding shot 1 of 2' });
    // Far past 90 s: the bar stops at 90% while the render goes on (each poll answered Processing).
    for (let i = 0; i < 20; i++) {
      await jest.advanceTimersByTimeAsync(5000);
      await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.ok(render({ step: 'Encoding shot 2 of 2' })));
    }
    expect(t.job()).toMatchObject({ percent: 90, step: 'Encoding shot 2 of 2' });
    await jest.advanceTimersByTimeAsync(5000);
    const done = render({ status: 'Complete', assetId: 'private/user-1/renders/2026/01/01/x/Club-cut.mp4', durationMillis: 3000 });
    await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.ok(done));
    expect(t.job()).toMatchObject({ percent: 100, status: 'succeeded' });
    expect(selectRendersInProgress(t.store.getState())).toBe(0);
    expect(t.props.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.renderVideoSucceeded, properties: { renderId: 9, storyboardId: 7 } }]);
    expect(localStorage.getItem(STORED)).toBeNull();
    await jest.advanceTimersByTimeAsync(4999);
    expect(t.job()?.percent).toBe(100);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.state().jobs).toEqual([]);
  });

  it("resets to 0 with 'Failed To Render Video' and the reason on any other status, recorded and toasted", async () => {
    const t = start();
    await started(t);
    await jest.advanceTimersByTimeAsync(5000);
    await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.ok(render({ status: 'Failed', error: 'The video of shot 1 is no longer stored' })));
    expect(t.job()).toMatchObject({ percent: 0, status: 'failed', error: RENDER_MESSAGES.renderFailed, reason: 'The video of shot 1 is no longer stored' });
    expect(selectRendersInProgress(t.store.getState())).toBe(0);
    expect(t.props.bus.published('analytics/tracked')).toEqual([
      { name: ANALYTICS_EVENTS.renderVideoFailed, properties: { renderId: 9, storyboardId: 7, reason: 'The video of shot 1 is no longer stored' } },
    ]);
    expect(t.props.bus.published('toast/requested')).toEqual([{ kind: 'error', message: RENDER_MESSAGES.renderFailed }]);
    // The bar stays at 0 and nothing more is asked.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.job()?.percent).toBe(0);
    expect(t.api.all('GET', `${BASE}/test-render/9`)).toHaveLength(1);
  });

  it('keeps polling through a network failure', async () => {
    const t = start();
    await started(t);
    await jest.advanceTimersByTimeAsync(5000);
    await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.drop());
    expect(t.job()?.status).toBe('rendering');
    await jest.advanceTimersByTimeAsync(5000);
    expect(t.api.all('GET', `${BASE}/test-render/9`)).toHaveLength(2);
  });

  it('follows a render an earlier visit left running, its bar where the time puts it', async () => {
    localStorage.setItem(STORED, JSON.stringify(['42:9', 'junk']));
    const t = start();
    await flush();
    const startedAt = new Date(Date.now() - 30_500).toISOString();
    await answered(t.api.open('GET', `${BASE}/test-render/9`), (r) => r.ok(render({ dateCreated: startedAt, step: 'Joining the shots' })));
    expect(t.job()).toMatchObject({ id: 9, title: 'Club cut', percent: 30, status: 'rendering' });
    expect(JSON.parse(localStorage.getItem(STORED) ?? '[]')).toEqual(['42:9']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(t.job()?.percent).toBe(31);
  });
});
