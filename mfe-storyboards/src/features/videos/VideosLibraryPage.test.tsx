import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, LABELS, filterColumnLabel, selectRowLabel } from '@portal/shared-contracts/core';
import { VIDEOS_MESSAGES as M, VIDEOS_TEXTS as T, type AssetHit } from '@portal/shared-contracts/storyboards';
import { TEST_API_URL } from '@portal/shared-ui/testing';
import { reducer, rootSaga } from '../../store';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { assetHit, assetHits, assetPage } from '../../testing/libraryAssets';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedUrls } from '../../testing/reusableAssets';
import { signedInSession } from '../../testing/sessions';
import { formatAssetDate, rowName } from './format';
import { VideosLibraryPage } from './VideosLibraryPage';

// antd's table, drop-downs and radios are slow to drive in jsdom on two shared cores.
jest.setTimeout(30_000);

const SEARCH = '/search/assets';
const BASE = '/proxy/v1/customers/42';

function renderPage() {
  const api = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedInSession('customer', 'Entry') });
  renderWithProviders(<VideosLibraryPage />, { store: { reducer, saga: rootSaga }, mountProps });
  return { api, bus: mountProps.bus, user: userEvent.setup({ delay: null }) };
}

/** The n-th search (1-based), once made. */
async function search(api: FakeProxyApi, n: number): Promise<ProxyRequest> {
  await waitFor(() => expect(api.all('GET', SEARCH).length).toBeGreaterThanOrEqual(n), { timeout: 3000 });
  return api.all('GET', SEARCH)[n - 1]!;
}
const paramsOf = (request: ProxyRequest): Record<string, string> => Object.fromEntries(request.params);
const answer = (request: ProxyRequest, hits: readonly AssetHit[], total = hits.length) => act(() => request.ok(assetPage(hits, total)));
const table = () => screen.getByRole('table', { name: T.table });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/** Opens the page and answers its first search with `hits`. */
async function opened(hits: readonly AssetHit[] = assetHits(1, 3), total = hits.length) {
  const page = renderPage();
  await answer(await search(page.api, 1), hits, total);
  return page;
}

describe('the Videos page', () => {
  it('shows the welcome video, then the table with its columns, rows and the bottom line', async () => {
    const { api } = renderPage();
    const first = await search(api, 1);
    expect(screen.getByRole('status', { name: BLOCK_LABELS.loading })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: T.summary });
    expect(within(summary).getByRole('heading', { level: 2, name: T.welcomeTitle })).toBeInTheDocument();
    const welcome = within(summary).getByLabelText(T.welcomeVideo, { selector: 'video' });
    expect(welcome.querySelector('source')).toHaveAttribute('src', `${TEST_API_URL}/storage/public/defaults/videos-welcome.mp4`);

    await answer(first, [assetHit(1, { shotNumber: 3, assetType: 'FlicShot', project: { id: 3, code: 'demo-entry', projectType: 'Dev' } })]);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      M.columnDate,
      M.columnUser,
      M.columnProjectType,
      M.columnProjectName,
      M.columnStoryboard,
      M.columnShotNo,
      M.columnShotTitle,
      M.columnAssetType,
      M.columnSelection,
    ]);
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([formatAssetDate(assetHit(1).date), 'mia.chen@fans.test', 'Dev', "Mia's Season launch", 'Season launch', '3', 'Training night', 'FlicShot']);
    expect(screen.getByText(LABELS.hitTheBottom)).toBeInTheDocument();
    // Opening the page marks the library seen.
    expect(api.all('POST', `${BASE}/library-assets/seen`)).toHaveLength(1);
  });

  it('loads the next 20 from the number already loaded when the table end is in reach', async () => {
    const { api } = await opened(assetHits(1, 20), 25);
    // jsdom has no layout: the table's end is always within 50 px, so the next page is asked for.
    const second = await search(api, 2);
    expect(paramsOf(second)).toMatchObject({ from: '20', size: '20' });
    await answer(second, assetHits(21, 5), 25);
    expect(await screen.findByText(LABELS.hitTheBottom)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(api.all('GET', SEARCH)).toHaveLength(2);
  });

  it('filters a column as the api parameter', async () => {
    const { api, user } = await opened();
    await user.click(screen.getByRole('button', { name: filterColumnLabel(M.columnUser) }));
    await user.type(await screen.findByRole('textbox', { name: filterColumnLabel(M.columnUser) }), 'mia{Enter}');
    expect(paramsOf(await search(api, 2))).toMatchObject({ userEmail: 'mia', from: '0' });
  });

  it('filters by the media and asset radios', async () => {
    const { api, user } = await opened();
    // antd's button-style radios take the click on their label.
    await user.click(within(screen.getByRole('radiogroup', { name: T.media })).getByText(M.filterVideo));
    expect(paramsOf(await search(api, 2))).toMatchObject({ mediaType: 'Video' });
    await user.click(within(screen.getByRole('radiogroup', { name: T.asset })).getByText(M.filterShot));
    expect(paramsOf(await search(api, 3))).toMatchObject({ mediaType: 'Video', assetType: 'Shot' });
  });

  it('searches keywords and tags; Reset clears the tools panel', async () => {
    const { api, user } = await opened();
    await user.click(within(screen.getByRole('radiogroup', { name: T.media })).getByText(M.filterVideo));
    await search(api, 2);
    await user.type(screen.getByRole('textbox', { name: T.searchTags }), 'Sports{Enter}');
    await waitFor(() => expect(paramsOf(api.all('GET', SEARCH).at(-1)!)).toMatchObject({ tags: 'Sports' }), { timeout: 3000 });
    await user.type(screen.getByRole('textbox', { name: T.searchKeys }), 'train');
    await waitFor(() => expect(paramsOf(api.all('GET', SEARCH).at(-1)!)).toMatchObject({ q: 'train', tags: 'Sports' }), { timeout: 3000 });

    const before = api.all('GET', SEARCH).length;
    await user.click(screen.getByRole('button', { name: M.reset }));
    const reset = paramsOf(await search(api, before + 1));
    expect(['q', 'tags', 'mediaType', 'assetType'].filter((p) => p in reset)).toEqual([]);
  });

  it('Reset keeps a column filter', async () => {
    const { api, user } = await opened();
    await user.click(screen.getByRole('button', { name: filterColumnLabel(M.columnUser) }));
    await user.type(await screen.findByRole('textbox', { name: filterColumnLabel(M.columnUser) }), 'mia{Enter}');
    await search(api, 2);
    await user.click(screen.getByRole('button', { name: M.reset }));
    expect(paramsOf(await search(api, 3))).toMatchObject({ userEmail: 'mia' });
  });

  it('sorts by a column on the server: Date is newest first until clicked', async () => {
    const { api, user } = await opened();
    expect(within(table()).getByRole('columnheader', { name: M.columnDate })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table()).getByRole('columnheader', { name: M.columnDate }));
    expect(paramsOf(await search(api, 2))).toMatchObject({ sortBy: 'date', sortOrder: 'asc' });
    await user.click(within(table()).getByRole('columnheader', { name: M.columnUser }));
    expect(paramsOf(await search(api, 3))).toMatchObject({ sortBy: 'userEmail', sortOrder: 'asc' });
  });

  it('selects all rows with the header box, or one', async () => {
    const hits = assetHits(1, 3);
    const { user } = await opened(hits);
    await user.click(screen.getByRole('checkbox', { name: selectRowLabel(rowName(hits[1]!)) }));
    expect(screen.getByText(T.selectedCount(1))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: BLOCK_LABELS.selectAll }));
    expect(screen.getByText(T.selectedCount(3))).toBeInTheDocument();
    for (const row of bodyRows()) expect(within(row).getByRole('checkbox')).toBeChecked();
  });

  it('says so when nothing matches, and why a column filter cannot be asked', async () => {
    const { api, user } = await opened([]);
    expect(within(table()).getByRole('status')).toHaveTextContent(T.noneFoundTitle);
    expect(screen.queryByText(LABELS.hitTheBottom)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: filterColumnLabel(M.columnProjectType) }));
    await user.type(await screen.findByRole('textbox', { name: filterColumnLabel(M.columnProjectType) }), 'staging{Enter}');
    expect(await within(table()).findByText(T.unknownFilterTitle(M.columnProjectType, 'staging'))).toBeInTheDocument();
    expect(within(table()).getByText(T.filterChoices(['Live', 'Dev']))).toBeInTheDocument();
    expect(api.all('GET', SEARCH)).toHaveLength(1);
  });

  it("shows 'Unexpected error when searching assets' with a Retry", async () => {
    const { api, user } = renderPage();
    const first = await search(api, 1);
    act(() => first.fail(500, { code: 'INTERNAL', message: 'boom' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.searchUnexpected));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(paramsOf(await search(api, 2))).toMatchObject({ from: '0' });
  });

  it("Download with nothing selected shows 'Please select asset(s) to download'", async () => {
    const { bus, user } = await opened();
    await user.click(screen.getByRole('button', { name: M.download }));
    expect(bus.published('toast/requested')).toEqual([{ kind: 'error', message: M.selectAssetsToDownload }]);
  });

  it('Delete asks first, then deletes the selected asset', async () => {
    const hits = assetHits(1, 2);
    const { api, user } = await opened(hits);
    await user.click(screen.getByRole('checkbox', { name: selectRowLabel(rowName(hits[0]!)) }));
    await user.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deletePrompt(1));
    await user.click(within(dialog).getByRole('button', { name: LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.all('DELETE', /library-assets/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: M.delete }));
    await user.click(within(await screen.findByRole('dialog', { name: T.deleteTitle })).getByRole('button', { name: LABELS.delete }));
    await waitFor(() => expect(api.all('DELETE', `${BASE}/library-assets/${encodeURIComponent(hits[0]!.assetId)}`)).toHaveLength(1));
  });

  it("opens a row's asset in the summary panel: its facts, and its video's streaming rendition first", async () => {
    const hit = assetHit(4, { tags: ['Sports', 'Kids'], streamAssetId: 'protected/library/x/hls/index.m3u8' });
    const { api, user } = await opened([hit]);
    const date = formatAssetDate(hit.date);
    await user.click(screen.getByRole('button', { name: T.showAsset(date, hit.name) }));
    expect(screen.getByRole('button', { name: T.showAsset(date, hit.name) })).toHaveAttribute('aria-pressed', 'true');
    const summary = screen.getByRole('region', { name: T.summary });
    for (const text of [date, hit.userEmail, 'Live', hit.flicTitle, hit.scriptTitle, hit.shotTitle, '2', 'Video', 'FlicShot', 'Sports', 'Kids']) {
      expect(within(summary).getAllByText(text).length).toBeGreaterThan(0);
    }
    const signing = await waitFor(() => api.open('POST', `${BASE}/asset-urls`));
    expect(signing.body).toEqual({ assetIds: [hit.assetId] });
    const urls = signedUrls(hit.assetId, { streamUrl: 'http://api.test/storage/hls/index.m3u8?sig=1' });
    act(() => signing.ok([urls]));
    const video = await within(summary).findByLabelText(hit.name, { selector: 'video' });
    expect(Array.from(video.querySelectorAll('source')).map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      [urls.streamUrl, 'application/vnd.apple.mpegurl'],
      [urls.url, null],
    ]);
  });
});
