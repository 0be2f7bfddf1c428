import { act, fireEvent, screen, within } from '@testing-library/react';
import { ANALYTICS_EVENTS } from '@portal/shared-contracts/core';
import { RENDER_MESSAGES, STORYBOARD_MESSAGES, type TestRender } from '@portal/shared-contracts/storyboards';
import { reducer, rootSaga } from '../../store';
import { fakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { shotOf, storyboardDetail } from '../../testing/storyboardDetail';
import { fileOf } from '../../testing/uploads';
import { ASSET_DRAG_TYPE } from '../shared';
import { RenderShotList, RenderTab, RenderTabLabel } from './index';

/*
 * The Render tab and the shot panels in render mode (001 §2, §4, §5) on the remote's real
 * store, with fake timers for the bar's 1% a second.
 */

jest.setTimeout(30_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

const BASE = '/proxy/v1/customers/42';
const storyboard = storyboardDetail({ customerId: 42, status: 'Published', shots: [shotOf(1, { title: 'Arrival' }), shotOf(2, { title: 'Warm-up' })] });
const FILM = 'private/user-1/renders/2026/01/01/abc/Club-open-day.mp4';

const tick = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));
/** Waits for a request to be made (the client's token look-up is asynchronous), then answers it. */
async function answer(api: ReturnType<typeof fakeProxyApi>, method: string, path: string, reply: (r: ProxyRequest) => void): Promise<ProxyRequest> {
  await tick(0);
  const request = api.open(method, path);
  await act(async () => reply(request));
  await tick(0);
  return request;
}

function renderMode() {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession('customer', 'Pro') });
  renderWithProviders(
    <>
      <RenderTabLabel />
      <RenderTab storyboard={storyboard} />
      <RenderShotList storyboard={storyboard} />
    </>,
    { mountProps, store: { reducer, saga: rootSaga } },
  );
  const panel = (n: number) => within(screen.getByRole('list', { name: 'Shots' })).getByRole('listitem', { name: `Shot ${n}` });
  const zone = (n: number) => within(panel(n)).getByRole('group', { name: `Video for shot ${n}` });
  const dropAsset = (n: number, asset: { assetId: string; mediaType: string }) => {
    const dataTransfer = { types: [ASSET_DRAG_TYPE], files: [], getData: (type: string) => (type === ASSET_DRAG_TYPE ? JSON.stringify(asset) : '') };
    fireEvent.dragOver(zone(n), { dataTransfer });
    fireEvent.drop(zone(n), { dataTransfer });
  };
  return { api, mountProps, panel, zone, dropAsset };
}

describe('render mode', () => {
  it("refuses anything but a video on a shot: an image asset with a toast, an image file in the panel, both 'Asset is not supported or invalid'", async () => {
    const { api, mountProps, zone, dropAsset } = renderMode();
    await answer(api, 'GET', `${BASE}/storyboards/7/test-render/latest`, (r) => r.ok(null));
    dropAsset(1, { assetId: 'private/user-1/uploads/a.png', mediaType: 'Image' });
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: STORYBOARD_MESSAGES.assetNotSupported }]);
    const image = fileOf('goal.png', 'image/png');
    fireEvent.drop(zone(2), { dataTransfer: { types: ['Files'], files: [image] } });
    expect(within(zone(2)).getByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.assetNotSupported);
    expect(screen.getByText('0 of 2 UGV shots filled')).toBeInTheDocument();
    // A video file is taken, to be uploaded when the render starts.
    fireEvent.drop(zone(2), { dataTransfer: { types: ['Files'], files: [fileOf('goal.mp4', 'video/mp4')] } });
    expect(within(zone(2)).getByText('New file: goal.mp4')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 UGV shots filled')).toBeInTheDocument();
  });

  it('renders the dropped videos: the dialog, then the bar rising 1% a second, the step, 100% on success, and the film to play and download', async () => {
    const { api, mountProps, dropAsset } = renderMode();
    await answer(api, 'GET', `${BASE}/storyboards/7/test-render/latest`, (r) => r.ok(null));
    expect(screen.getByText(RENDER_MESSAGES.noVideosRendering)).toBeInTheDocument();
    expect(screen.getByText('No video has been rendered from this storyboard yet.')).toBeInTheDocument();
    dropAsset(1, { assetId: 'private/user-1/uploads/a.mp4', mediaType: 'Video' });
    dropAsset(2, { assetId: 'private/user-1/uploads/b.mp4', mediaType: 'Video' });
    expect(screen.getByText('2 of 2 UGV shots filled')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Render Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Render Video' });
    expect(within(dialog).getByRole('textbox', { name: 'Project Name' })).toHaveValue('Club open day');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Render' }));
    const sent = await answer(api, 'POST', `${BASE}/storyboards/7/test-render`, (r) => r.ok({ id: 9, processingStatus: 'Processing' }));
    expect(sent.body).toEqual({ title: 'Club open day', shots: [{ shotId: 1, assetId: 'private/user-1/uploads/a.mp4' }, { shotId: 2, assetId: 'private/user-1/uploads/b.mp4' }] });

    // The counter on the tab, the bar at 0, the lists reset.
    expect(screen.getByText('Render (1 in progress)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Render progress of Club open day' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 2 UGV shots filled')).toBeInTheDocument();
    await tick(3000);
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    await tick(2000);
    const processing: TestRender = { id: 9, storyboardId: 7, title: 'Club open day', status: 'Processing', step: 'Encoding shot 2 of 2', error: null, assetId: null, durationMillis: null, dateCreated: new Date().toISOString(), dateCompleted: null };
    await answer(api, 'GET', `${BASE}/test-render/9`, (r) => r.ok(processing));
    expect(screen.getByText('Encoding shot 2 of 2')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '5');

    await tick(5000);
    await answer(api, 'GET', `${BASE}/test-render/9`, (r) => r.ok({ ...processing, status: 'Complete', step: null, assetId: FILM, durationMillis: 3000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Rendered')).toBeInTheDocument();
    expect(screen.getByText('Render')).toBeInTheDocument();
    expect(mountProps.bus.published('analytics/tracked')).toEqual([{ name: ANALYTICS_EVENTS.renderVideoSucceeded, properties: { renderId: 9, storyboardId: 7 } }]);

    // The film through URLs signed for the customer: the stream first, the MP4 second, and a Download link.
    const signed = 'http://api.test/storage/signed/film.mp4?expires=1&signature=s';
    const stream = 'http://api.test/storage/signed-playlist/index.m3u8?expires=1&signature=s';
    // Signing waits a moment for more wishes (the asset-urls feature batches them).
    await tick(50);
    const signing = api.all('POST', `${BASE}/asset-urls`).find((r) => !r.settled && (r.body as { assetIds: string[] }).assetIds.includes(FILM));
    await act(async () => signing?.ok([{ assetId: FILM, url: signed, thumbnailUrl: null, streamUrl: stream, downloadUrl: `${signed}&download=1`, expiresAt: '2099-01-01T00:00:00.000Z' }]));
    const player = await screen.findByLabelText('Rendered video Club open day', { selector: 'video' });
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([stream, signed]);
    expect(screen.getByRole('link', { name: 'Download Club open day' })).toHaveAttribute('href', `${signed}&download=1`);

    // 5 s after success the bar resets and the name clears.
    await tick(5000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(RENDER_MESSAGES.noVideosRendering)).toBeInTheDocument();
  });

  it('offers the customer\'s reusable videos (not other media) to drag onto a shot, which then shows its name', async () => {
    const { api, zone } = renderMode();
    await answer(api, 'GET', `${BASE}/storyboards/7/test-render/latest`, (r) => r.ok(null));
    const asset = (id: number, name: string, mediaType: 'Video' | 'Image') => ({
      id,
      reusableAssetId: id,
      customerId: 42,
      assetId: `private/user-1/uploads/${id}.${mediaType === 'Video' ? 'mp4' : 'png'}`,
      remoteAssetId: null,
      mediaType,
      name,
      description: '',
      tags: [],
      dateCreated: '2026-01-01T00:00:00.000Z',
      lastUpdated: '2026-01-01T00:00:00.000Z',
    });
    await answer(api, 'GET', '/search/reusable-assets', (r) => r.reply({ result: { hits: [asset(1, 'Goal clip', 'Video'), asset(2, 'Club logo', 'Image')], total: { value: 2 } } }));
    const palette = screen.getByRole('list', { name: 'Your videos to drag onto a shot' });
    expect(within(palette).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Goal clip']);
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '', get types() { return [...data.keys()]; }, files: [], effectAllowed: 'none' };
    fireEvent.dragStart(within(palette).getByText('Goal clip'), { dataTransfer });
    fireEvent.dragOver(zone(1), { dataTransfer });
    fireEvent.drop(zone(1), { dataTransfer });
    expect(within(zone(1)).getByText('Goal clip')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 UGV shots filled')).toBeInTheDocument();
  });

  it("shows the refusal of a start in the dialog: 'You have not filled all UGV shots with assets! ...'", async () => {
    const { api, dropAsset } = renderMode();
    await answer(api, 'GET', `${BASE}/storyboards/7/test-render/latest`, (r) => r.ok(null));
    dropAsset(1, { assetId: 'private/user-1/uploads/a.mp4', mediaType: 'Video' });
    fireEvent.click(screen.getByRole('button', { name: 'Render Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Render Video' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Render' }));
    await tick(0);
    expect(within(dialog).getByText(RENDER_MESSAGES.shotsAssetsMismatch)).toBeInTheDocument();
    expect(api.all('POST', `${BASE}/storyboards/7/test-render`)).toHaveLength(0);
  });
});
