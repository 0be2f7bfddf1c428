import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DragEvent } from 'react';
import { DROP_ACCEPTS } from '@portal/shared-contracts/storyboards';
import { reducer, rootSaga } from '../../store';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { listingHit } from '../../testing/listings';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { reusableAsset, reusableAssets, signedUrls, stockPhotos } from '../../testing/reusableAssets';
import { signedInSession } from '../../testing/sessions';
import { storyboardHit } from '../../testing/storyboards';
import { ASSET_DRAG_TYPE, droppedAsset } from '../shared';
import { StorymakerSidePanel } from './StorymakerSidePanel';

jest.setTimeout(30_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flush = (): Promise<void> => act(() => jest.advanceTimersByTimeAsync(0));
const elapse = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));

/** A search answer in the spec's shape (result.hits, result.total.value). */
const page = (hits: unknown[], total = hits.length) => ({ hits, total: { value: total } });

function renderPanel(customerId?: string | number) {
  const api = fakeProxyApi();
  const onUpload = jest.fn();
  const mountProps = fakeMountProps({ session: signedInSession('admin') });
  renderWithProviders(<StorymakerSidePanel customerId={customerId} onUpload={onUpload} />, { url: '/storymaker', mountProps, store: { reducer, saga: rootSaga } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { api, user, onUpload };
}

const tool = (name: string) => within(screen.getByRole('group', { name: 'Storymaker tools' })).getByRole('button', { name });

async function answer(api: FakeProxyApi, path: string, result: unknown, method = 'GET'): Promise<void> {
  await flush();
  act(() => api.open(method, path).ok(result));
  await flush();
}

/** Starts dragging `element` and answers what the drop target would read. */
function drag(element: HTMLElement): { data: Record<string, string>; effectAllowed: string } {
  const data: Record<string, string> = {};
  const dataTransfer = { setData: (type: string, value: string) => (data[type] = value), effectAllowed: 'none' };
  fireEvent.dragStart(element, { dataTransfer });
  return { data, effectAllowed: dataTransfer.effectAllowed };
}

/** What the storyboard's shot would take from that drag (the storyboard detail's own reading of a drop). */
const takenByShot = (data: Record<string, string>) => droppedAsset({ dataTransfer: { getData: (type: string) => data[type] ?? '' } } as unknown as DragEvent, DROP_ACCEPTS.SHOT);

describe('the storymaker side panel', () => {
  it('opens on Market Place, whose listings link to the storymaker with their storyboard', async () => {
    const { api } = renderPanel();
    expect(screen.getByRole('complementary', { name: 'Storymaker side panel' })).toBeInTheDocument();
    expect(tool('Market Place')).toHaveAttribute('aria-pressed', 'true');
    expect(tool("Director's Guide")).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Market Place' })).toBeInTheDocument();
    await flush();
    const search = api.open('GET', '/search/listings');
    expect(Object.fromEntries(search.params)).toEqual({ size: '100', from: '0' });
    act(() => search.ok(page([listingHit(3)])));
    await flush();
    const list = screen.getByRole('list', { name: 'Marketplace listings' });
    expect(within(list).getByRole('link', { name: /Listing 3/ })).toHaveAttribute('href', '/storymaker/1003');
  });

  it('collapses to its tool icons and expands again, also by choosing a tool', async () => {
    const { api, user } = renderPanel();
    await answer(api, '/search/listings', page([]));
    expect(screen.getByText('No listings found')).toBeInTheDocument();
    const collapse = screen.getByRole('button', { name: 'Collapse side panel' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand side panel' })).toHaveAttribute('aria-expanded', 'false');
    expect(tool('Market Place')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Storyboards'));
    expect(screen.getByRole('heading', { level: 2, name: 'Storyboards' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse side panel' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the upload modal through Upload file', async () => {
    const { user, onUpload } = renderPanel();
    await user.click(tool('Upload file'));
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it("lists the Director's Guide 20 at a time, each tile linking to its asset page and draggable onto a shot", async () => {
    const { api, user } = renderPanel();
    await user.click(tool("Director's Guide"));
    await flush();
    const first = api.open('GET', '/search/reusable-assets');
    expect(Object.fromEntries(first.params)).toEqual({ from: '0', size: '20' });
    act(() => first.ok(page([...reusableAssets(1, 19), reusableAsset(20, { customerId: 77 })], 21)));
    await flush();
    const list = screen.getByRole('list', { name: 'Reusable assets' });
    const tile = within(list).getByRole('link', { name: /Guide 1\b/ });
    expect(tile).toHaveAttribute('href', '/storymaker/asset/1');
    expect(tile).toHaveAccessibleDescription('Drag an asset onto the cover or a shot of the storyboard.');
    // Another customer's asset (an admin sees every customer's) opens under that customer.
    expect(within(list).getByRole('link', { name: /Guide 20/ })).toHaveAttribute('href', '/storymaker/asset/20?customer=77');

    const { data, effectAllowed } = drag(tile);
    expect(JSON.parse(data[ASSET_DRAG_TYPE]!)).toEqual({ assetId: 'public/defaults/shot-2.png', mediaType: 'Image' });
    expect(effectAllowed).toBe('copy');
    expect(takenByShot(data)).toEqual({ assetId: 'public/defaults/shot-2.png', mediaType: 'Image' });

    // The end of the list is in reach: the next page starts after the 20 loaded.
    await flush();
    expect(Object.fromEntries(api.open('GET', '/search/reusable-assets').params)).toEqual({ from: '20', size: '20' });
  });

  it('shows private stills through signed URLs, asked for in one request as the owner', async () => {
    const { api, user } = renderPanel();
    await user.click(tool("Director's Guide"));
    const video = reusableAsset(1, { assetId: 'private/user-1/a/clip.mp4', mediaType: 'Video' });
    const image = reusableAsset(2, { assetId: 'private/user-1/b/photo.png' });
    const audio = reusableAsset(3, { assetId: 'private/user-1/c/song.mp3', mediaType: 'Audio' });
    await answer(api, '/search/reusable-assets', page([video, image, audio]));
    expect(screen.getAllByTestId('tile-placeholder')).toHaveLength(3);
    await elapse(10);
    const signing = api.open('POST', '/proxy/v1/customers/42/asset-urls');
    expect(signing.body).toEqual({ assetIds: [video.assetId, image.assetId, audio.assetId] });
    act(() => signing.ok([signedUrls(video.assetId), signedUrls(image.assetId, { thumbnailUrl: null }), signedUrls(audio.assetId, { thumbnailUrl: null })]));
    await flush();
    const list = screen.getByRole('list', { name: 'Reusable assets' });
    const srcOf = (name: RegExp) => within(within(list).getByRole('link', { name })).queryByRole('presentation')?.getAttribute('src') ?? null;
    expect(srcOf(/Guide 1/)).toBe(signedUrls(video.assetId).thumbnailUrl);
    expect(srcOf(/Guide 2/)).toBe(signedUrls(image.assetId).url);
    expect(srcOf(/Guide 3/)).toBeNull();
    expect(api.all('POST', '/proxy/v1/customers/42/asset-urls')).toHaveLength(1);
  });

  it('searches 500 ms after the last key, asking only the latest words', async () => {
    const { api, user } = renderPanel();
    await user.click(tool("Director's Guide"));
    await answer(api, '/search/reusable-assets', page([]));
    expect(screen.getByText('No reusable assets found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search reusable assets' }), 'sound');
    await elapse(499);
    expect(api.all('GET', '/search/reusable-assets')).toHaveLength(1);
    await elapse(1);
    expect(api.all('GET', '/search/reusable-assets')).toHaveLength(2);
    expect(api.open('GET', '/search/reusable-assets').params.get('q')).toBe('sound');
  });

  it('finds stock photos for the words typed, and a picked photo becomes an asset to drag', async () => {
    const { api, user } = renderPanel();
    await user.click(tool('Photos'));
    expect(screen.getByText('Search for photos')).toBeInTheDocument();
    await flush();
    expect(api.all('GET', '/stock-photos')).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'stadium');
    await elapse(500);
    const search = api.open('GET', '/stock-photos');
    expect(Object.fromEntries(search.params)).toEqual({ query: 'stadium', page: '1' });
    act(() => search.reply({ total: 45, total_pages: 3, results: stockPhotos(1, 20) }));
    await flush();
    expect(Object.fromEntries(api.open('GET', '/stock-photos').params)).toEqual({ query: 'stadium', page: '2' });

    const photo = screen.getByRole('img', { name: 'Stadium 1' });
    expect(photo).toHaveAttribute('src', 'http://api.test/storage/public/stock/1-thumb.jpg');
    expect(screen.getByRole('link', { name: 'Photo by Photographer 1' })).toHaveAttribute('href', 'https://photos.example/1');
    const card = photo.closest('div')!;
    expect(card).not.toHaveAttribute('draggable');

    await user.click(screen.getByRole('button', { name: 'Use photo: Stadium 1' }));
    await flush();
    const pick = api.open('POST', '/proxy/v1/customers/42/stock-photos/local-001');
    await user.click(screen.getByRole('button', { name: 'Use photo: Stadium 1' }));
    await flush();
    expect(api.all('POST', '/proxy/v1/customers/42/stock-photos/local-001')).toHaveLength(1);
    act(() => pick.ok({ assetId: 'private/user-1/stock/local-001.jpg', mediaType: 'Image' }));
    await flush();
    expect(screen.getByText('Added to your assets. Drag it onto the cover or a shot.')).toBeInTheDocument();
    expect(card).toHaveAttribute('draggable', 'true');
    expect(takenByShot(drag(card).data)).toEqual({ assetId: 'private/user-1/stock/local-001.jpg', mediaType: 'Image' });
  });

  it("picks a photo for the panel's customer and says so when it cannot", async () => {
    const { api, user } = renderPanel(77);
    await user.click(tool('Photos'));
    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'crowd');
    await elapse(500);
    act(() => api.open('GET', '/stock-photos').reply({ total: 1, total_pages: 1, results: stockPhotos(5, 1) }));
    await flush();
    expect(screen.getByText("You've hit the bottom!")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use photo: Stadium 5' }));
    await flush();
    act(() => api.open('POST', '/proxy/v1/customers/77/stock-photos/local-005').drop());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('The photo could not be added to your assets.');
  });

  it('says when no photo matches', async () => {
    const { api, user } = renderPanel();
    await user.click(tool('Photos'));
    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'zzz');
    await elapse(500);
    act(() => api.open('GET', '/stock-photos').reply({ total: 0, total_pages: 0, results: [] }));
    await flush();
    expect(screen.getByText('No photos found')).toBeInTheDocument();
  });

  it("lists the customer's storyboards, linking to the storymaker, with the search's error and Retry", async () => {
    const { api, user } = renderPanel();
    await user.click(tool('Storyboards'));
    await flush();
    const search = api.open('GET', '/search/scripts');
    expect(Object.fromEntries(search.params)).toEqual({ from: '0', size: '20' });
    act(() => search.fail(500, { raw: 'Bad gateway' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error when searching storyboards');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await answer(api, '/search/scripts', page([storyboardHit(7, { landScapeImageAssetId: 'public/demo/cover.png' })]));
    const link = within(screen.getByRole('list', { name: 'Storyboards' })).getByRole('link', { name: /Storyboard 7/ });
    expect(link).toHaveAttribute('href', '/storymaker/7');
    expect(within(link).getByRole('presentation')).toHaveAttribute('src', 'http://api.test/storage/public/demo/cover.png');
  });
});
