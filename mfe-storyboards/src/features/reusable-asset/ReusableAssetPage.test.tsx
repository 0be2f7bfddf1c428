import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@portal/shared-contracts/core';
import { reducer, rootSaga } from '../../store';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { mediaAsset, reusableAsset, signedUrls } from '../../testing/reusableAssets';
import { signedInSession } from '../../testing/sessions';
import { ReusableAssetPage } from './ReusableAssetPage';

jest.setTimeout(30_000);

const BASE = '/proxy/v1/customers/42';
const ASSET = `${BASE}/reusable-assets/7`;
const VIDEO_KEY = 'private/user-1/uploads/2025/03/01/abc/clip.mp4';
const mediaPath = (key: string): string => `${BASE}/assets/${encodeURIComponent(key)}`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the http client's promises settle without moving the clock. */
const flush = (): Promise<void> => act(() => jest.advanceTimersByTimeAsync(0));
const elapse = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));

async function answer(api: FakeProxyApi, method: string, path: string, result: unknown): Promise<void> {
  await flush();
  act(() => api.open(method, path).ok(result));
  await flush();
}

function renderPage(url = '/storymaker/asset/7') {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession('admin') });
  const view = renderWithProviders(<ReusableAssetPage />, { url, path: ROUTES.storymakerAsset, mountProps, store: { reducer, saga: rootSaga } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { api, user, ...view };
}

/** A ready image from public storage: no processing record, shown as stored. */
async function openPublicImage(api: FakeProxyApi, asset = reusableAsset(7)) {
  await answer(api, 'GET', ASSET, asset);
  await flush();
  act(() => api.open('GET', mediaPath(asset.assetId)).fail(404, { code: 'ASSET_NOT_FOUND', message: 'Asset not found' }));
  await flush();
  return asset;
}

describe('the reusable asset page', () => {
  it('shows the asset and, once its media is ready (asked every 250 ms), plays its video through signed URLs', async () => {
    const { api } = renderPage();
    await answer(api, 'GET', ASSET, reusableAsset(7, { assetId: VIDEO_KEY, mediaType: 'Video', name: 'Interview set-up', description: 'Seat the speaker.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Interview set-up' })).toBeInTheDocument();
    expect(screen.getByText('Seat the speaker.')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByText('Sports')).toBeInTheDocument();
    expect(screen.getByText('Social')).toBeInTheDocument();

    await answer(api, 'GET', mediaPath(VIDEO_KEY), mediaAsset(VIDEO_KEY));
    expect(within(screen.getByRole('figure', { name: 'Preview' })).getByRole('status')).toHaveTextContent('Preparing the preview...');
    await elapse(249);
    expect(api.all('GET', mediaPath(VIDEO_KEY))).toHaveLength(1);
    await elapse(1);
    expect(api.all('GET', mediaPath(VIDEO_KEY))).toHaveLength(2);
    await answer(api, 'GET', mediaPath(VIDEO_KEY), mediaAsset(VIDEO_KEY, { status: 'Ready', streamAssetId: 'private/user-1/x/hls/index.m3u8' }));

    // The media is ready: its signed URLs are asked for, then the player shows.
    await elapse(20);
    const signing = api.open('POST', `${BASE}/asset-urls`);
    expect(signing.body).toEqual({ assetIds: [VIDEO_KEY] });
    const urls = signedUrls(VIDEO_KEY, { streamUrl: 'http://api.test/storage/hls/index.m3u8?sig=1' });
    act(() => signing.ok([urls]));
    await flush();
    const video = screen.getByLabelText('Interview set-up');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('poster', urls.thumbnailUrl);
    expect(Array.from(video.querySelectorAll('source')).map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      [urls.streamUrl, 'application/vnd.apple.mpegurl'],
      [urls.url, null],
    ]);
    // No more polling once it is ready.
    await elapse(1000);
    expect(api.all('GET', mediaPath(VIDEO_KEY))).toHaveLength(2);
  });

  it('shows an image with no processing record (public storage) as it is stored', async () => {
    const { api } = renderPage();
    const asset = await openPublicImage(api);
    expect(screen.getByRole('img', { name: asset.name })).toHaveAttribute('src', 'http://api.test/storage/public/defaults/shot-2.png');
    expect(api.all('POST', `${BASE}/asset-urls`)).toEqual([]);
  });

  it('says why when processing failed', async () => {
    const { api } = renderPage();
    await answer(api, 'GET', ASSET, reusableAsset(7, { assetId: VIDEO_KEY, mediaType: 'Video' }));
    await answer(api, 'GET', mediaPath(VIDEO_KEY), mediaAsset(VIDEO_KEY, { status: 'Failed', error: 'no video stream' }));
    expect(screen.getByText('The media could not be processed: no video stream')).toBeInTheDocument();
  });

  it('stops asking about the media when the page closes', async () => {
    const { api, unmount } = renderPage();
    await answer(api, 'GET', ASSET, reusableAsset(7, { assetId: VIDEO_KEY, mediaType: 'Video' }));
    await answer(api, 'GET', mediaPath(VIDEO_KEY), mediaAsset(VIDEO_KEY));
    unmount();
    await elapse(2000);
    expect(api.all('GET', mediaPath(VIDEO_KEY))).toHaveLength(1);
  });

  it("says 'Reusable asset not available' for an asset that is not there", async () => {
    const { api } = renderPage();
    await flush();
    act(() => api.open('GET', ASSET).fail(404, { code: 'REUSABLE_ASSET_NOT_FOUND', message: 'Not found' }));
    expect(await screen.findByText('Reusable asset not available')).toBeInTheDocument();
  });

  it.each([
    ['the api refuses', (api: FakeProxyApi) => api.open('GET', ASSET).fail(500, { code: 'INTERNAL', message: 'boom' }), 'Error fetching reusable asset'],
    ['no answer comes', (api: FakeProxyApi) => api.open('GET', ASSET).drop(), 'Unexpected error when fetching reusable asset'],
  ])('when %s, shows the spec text with Retry, which loads it again', async (_case, fail, text) => {
    const { api, user } = renderPage();
    await flush();
    act(() => fail(api));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await answer(api, 'GET', ASSET, reusableAsset(7));
    expect(screen.getByRole('heading', { level: 1, name: 'Guide 7' })).toBeInTheDocument();
  });

  it("opens another customer's asset under that customer when the link names it", async () => {
    const { api } = renderPage('/storymaker/asset/7?customer=77');
    await answer(api, 'GET', '/proxy/v1/customers/77/reusable-assets/7', reusableAsset(7, { customerId: 77, assetId: VIDEO_KEY, mediaType: 'Video' }));
    expect(api.open('GET', `/proxy/v1/customers/77/assets/${encodeURIComponent(VIDEO_KEY)}`)).toBeDefined();
  });

  it("edits the name, description and tags and saves the changes behind 'Updating Reusable Asset...'", async () => {
    const { api, user } = renderPage();
    const asset = await openPublicImage(api);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Guide 7');
    await user.clear(name);
    expect(screen.getByText('Please enter a name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Sound check');
    await user.type(screen.getByRole('textbox', { name: 'Add a tag to the asset' }), 'Audio{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove tag Sports' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await flush();
    const put = api.open('PUT', ASSET);
    expect(put.body).toEqual({ name: 'Sound check', tags: ['Social', 'Audio'] });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Updating Reusable Asset...');
    act(() => put.ok({ ...asset, name: 'Sound check', tags: ['Social', 'Audio'] }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Sound check' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByText('Audio')).toBeInTheDocument();
  });

  it("keeps the form open with 'Unexpected error when updating reusable asset' when saving fails", async () => {
    const { api, user } = renderPage();
    await openPublicImage(api);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await flush();
    expect(api.open('PUT', ASSET).body).toEqual({ description: 'About guide 7 More.' });
    act(() => api.open('PUT', ASSET).drop());
    expect(await screen.findByText('Unexpected error when updating reusable asset')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('About guide 7 More.');
  });

  it("deletes after 'delete' is typed, then goes back to the storymaker", async () => {
    const { api, user, mountProps } = renderPage();
    await openPublicImage(api);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reusable asset' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type 'delete' to confirm deletion."), 'delet');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type 'delete' to confirm deletion."), 'e');
    await user.click(confirm);
    await flush();
    act(() => api.open('DELETE', ASSET).ok({ ok: true }));
    await flush();
    expect(mountProps.navigate).toHaveBeenCalledWith('/storymaker');
  });

  it("says 'Unexpected error when deleting reusable asset' when the delete fails", async () => {
    const { api, user, mountProps } = renderPage();
    await openPublicImage(api);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete reusable asset' });
    await user.type(within(dialog).getByLabelText("Type 'delete' to confirm deletion."), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await flush();
    act(() => api.open('DELETE', ASSET).drop());
    expect(await screen.findByText('Unexpected error when deleting reusable asset')).toBeInTheDocument();
    expect(mountProps.navigate).not.toHaveBeenCalled();
  });
});
