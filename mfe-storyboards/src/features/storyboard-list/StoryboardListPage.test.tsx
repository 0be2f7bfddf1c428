import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, LABELS } from '@portal/shared-contracts/core';
import { STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { TEST_API_URL, fakeSession } from '@portal/shared-ui/testing';
import { fakeSearchApi, nth, type SearchRequest } from '../../testing/fakeSearchApi';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { storyboardHit, storyboardHits } from '../../testing/storyboards';
import { STORYBOARD_LIST_TEXTS } from '../../messages';
import { reducer, rootSaga } from '../../store';
import { StoryboardListPage } from './StoryboardListPage';
import { listOpened } from './slice';
import { FIRST_ROW_CARDS } from './components/StoryboardCard';

// antd's controls are slow to drive in jsdom, the more so on a busy machine.
jest.setTimeout(20_000);

function renderPage(features: readonly (typeof FEATURES)[keyof typeof FEATURES][] = [], opening: readonly UnknownAction[] = []) {
  const api = fakeSearchApi();
  const mountProps = fakeMountProps({ session: fakeSession({ features }) });
  renderWithProviders(<StoryboardListPage />, { store: { reducer, saga: rootSaga }, mountProps, opening });
  return api;
}

/** The n-th search request (1-based), once made. */
async function request(requests: SearchRequest[], n: number): Promise<SearchRequest> {
  await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(n), { timeout: 2000 });
  return nth(requests, n - 1);
}
/** The latest search request once it asks for `params` (slow typing may make more than one). */
async function latestAsking(requests: SearchRequest[], params: Record<string, string>): Promise<SearchRequest> {
  await waitFor(() => expect(Object.fromEntries(requests[requests.length - 1]?.params ?? [])).toMatchObject(params), { timeout: 3000 });
  return nth(requests, requests.length - 1);
}
const answer = (req: SearchRequest, ...args: Parameters<SearchRequest['answer']>) => act(() => req.answer(...args));
const grid = () => screen.findByRole('list', { name: STORYBOARD_LIST_TEXTS.gridLabel });

describe('My Storyboards page', () => {
  it('asks once when the mount opened the list before the page rendered (the remote\'s opening)', async () => {
    const { requests } = renderPage([], [listOpened()]);
    const first = await request(requests, 1);
    expect(Object.fromEntries(first.params)).toMatchObject({ from: '0', size: '20' });
    await answer(first, { hits: storyboardHits(1, 3), total: 3 });
    expect(within(await grid()).getAllByRole('link')).toHaveLength(3);
    // The page's own open found the list opened: no second search, none cancelled.
    expect(requests).toHaveLength(1);
    expect(first.signal?.aborted ?? false).toBe(false);
  });

  it('shows a skeleton, then the cards: placeholder or image, code, title, live/draft, one link each', async () => {
    const { requests } = renderPage();
    const first = await request(requests, 1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await answer(first, {
      hits: [
        storyboardHit(7, { scriptTitle: 'Grand final', status: 'Published', project: { id: 2, code: 'acme-live', projectType: 'Live' } }),
        storyboardHit(8, { scriptTitle: 'Open day', landScapeImageAssetId: 'https://cdn.test/open-day.jpg' }),
        storyboardHit(9, { scriptTitle: 'Stored', landScapeImageAssetId: 'private/eu-1/abc.png' }),
        storyboardHit(10, { scriptTitle: 'Public', landScapeImageAssetId: 'public/demo/storyboards/public-0123456789abcdef.png' }),
      ],
    });
    const [live, image, stored, stock] = within(await grid()).getAllByRole('link') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const cards = [live, image, stored, stock];
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/storyboards/7', '/storyboards/8', '/storyboards/9', '/storyboards/10']);
    // A public key is read from the api's public storage, as the smaller copy the card's width needs.
    const publicImage = within(stock).getByRole('img', { name: 'Public' });
    const stored0 = `${TEST_API_URL}/storage/public/demo/storyboards/public-0123456789abcdef.png`;
    expect(publicImage).toHaveAttribute('src', `${stored0}?width=960`);
    expect(publicImage).toHaveAttribute('srcset', `${stored0}?width=480 480w, ${stored0}?width=960 960w`);
    expect(publicImage).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
    expect(live).toHaveTextContent(/acme-live.*Grand final.*Live/);
    expect(image).toHaveTextContent(/Open day.*Draft/);
    expect(within(image).getByRole('img', { name: 'Open day' })).toHaveAttribute('src', 'https://cdn.test/open-day.jpg');
    expect(within(image).getByRole('img', { name: 'Open day' })).not.toHaveAttribute('srcset');
    expect(within(live).queryByRole('img')).not.toBeInTheDocument();
    expect(within(stored).getByTestId('card-placeholder')).toBeInTheDocument();
    expect(screen.getByText(LABELS.hitTheBottom)).toBeInTheDocument();
  });

  it("fetches the first row's images at once and first, the others as they scroll into view", async () => {
    const { requests } = renderPage();
    const hits = storyboardHits(1, 6).map((hit) => ({ ...hit, landScapeImageAssetId: `https://cdn.test/${hit.scriptId}.jpg` }));
    await answer(await request(requests, 1), { hits, total: 6 });
    const images = within(await grid()).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ...Array.from({ length: FIRST_ROW_CARDS }, () => ['eager', 'high']),
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('loads the next 20 from the number already loaded, down to the bottom', async () => {
    const { requests } = renderPage();
    await answer(await request(requests, 1), { hits: storyboardHits(1, 20), total: 25 });
    // jsdom has no layout: the list's end is always within 50 px, so the next page is asked for.
    const second = await request(requests, 2);
    expect(second.params.get('from')).toBe('20');
    expect(second.params.get('size')).toBe('20');
    await answer(second, { hits: storyboardHits(21, 5), total: 25 });
    expect(await screen.findByText(LABELS.hitTheBottom)).toBeInTheDocument();
    expect(within(await grid()).getAllByRole('link')).toHaveLength(25);
    expect(requests).toHaveLength(2);
  });

  it('searches by keys after typing stops', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage();
    await answer(await request(requests, 1), { hits: storyboardHits(1, 2) });
    await user.type(screen.getByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys }), 'rugby');
    const search = await request(requests, 2);
    expect(requests).toHaveLength(2);
    expect(search.params.get('q')).toBe('rugby');
  });

  it('adds tags with a comma or Enter and removes the last with Backspace in "by tags" mode', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage();
    await answer(await request(requests, 1), { hits: [] });
    await user.click(screen.getByRole('combobox', { name: STORYBOARD_LIST_TEXTS.searchMode }));
    await user.click(await screen.findByTitle('by tags'));
    const input = await screen.findByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchTags });
    await user.type(input, ' Sports ,QLD{Enter}Sports,');
    const search = screen.getByRole('search');
    expect(within(search).getByText('Sports')).toBeInTheDocument();
    expect(within(search).getByText('QLD')).toBeInTheDocument();
    expect((await request(requests, 2)).params.get('tags')).toBe('Sports,QLD');
    await user.type(input, '{Backspace}');
    expect(within(search).queryByText('QLD')).not.toBeInTheDocument();
    expect((await request(requests, 3)).params.get('tags')).toBe('Sports');
  });

  it('filters by project and predefined tags, and Reset clears everything', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage();
    await answer(await request(requests, 1), { hits: storyboardHits(1, 1) });
    await user.type(screen.getByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys }), 'final');
    await user.click(screen.getByRole('button', { name: STORYBOARD_LIST_TEXTS.filters }));
    const panel = await screen.findByRole('group', { name: STORYBOARD_LIST_TEXTS.filters });
    expect(within(panel).getAllByRole('button', { pressed: false })).toHaveLength(14);
    await user.click(within(panel).getByRole('radio', { name: 'Live Storyboards' }));
    await user.click(within(panel).getByRole('button', { name: 'Media & Entertainment' }));
    expect(within(panel).getByRole('button', { name: 'Media & Entertainment', pressed: true })).toBeInTheDocument();
    const filtered = await latestAsking(requests, { q: 'final', projectType: 'Live', tags: 'Media & Entertainment' });
    await answer(filtered, { hits: storyboardHits(1, 1) });
    const before = requests.length;

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const reset = await request(requests, before + 1);
    expect(['q', 'tags', 'projectType'].filter((p) => reset.params.has(p))).toEqual([]);
    expect(screen.getByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys })).toHaveValue('');
    // Reset is outside the drop-down, so the click closed it.
    await user.click(screen.getByRole('button', { name: STORYBOARD_LIST_TEXTS.filters }));
    const reopened = await screen.findByRole('group', { name: STORYBOARD_LIST_TEXTS.filters });
    expect(within(reopened).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(reopened).getByText(STORYBOARD_LIST_TEXTS.noTagsSelected)).toBeInTheDocument();
    expect(within(reopened).queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('shows the error text with Retry when a search fails, and Retry asks again', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage();
    await answer(await request(requests, 1), { status: 500 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STORYBOARD_MESSAGES.searchStoryboardsUnexpected);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const again = await request(requests, 2);
    expect(again.params.get('from')).toBe('0');
    await answer(again, { hits: storyboardHits(1, 1) });
    expect(within(await grid()).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { requests } = renderPage();
    await answer(await request(requests, 1), { hits: [] });
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent(STORYBOARD_LIST_TEXTS.noneFoundTitle);
    expect(empty).toHaveTextContent(STORYBOARD_LIST_TEXTS.noneFoundHint);
    expect(screen.queryByText(LABELS.hitTheBottom)).not.toBeInTheDocument();
  });

  it('offers Request Storyboard, a link to /requestform, only with the feature', async () => {
    renderPage([FEATURES.requestStoryboard]);
    expect(screen.getByRole('link', { name: 'Request Storyboard' })).toHaveAttribute('href', '/requestform');
  });

  it('hides Request Storyboard without the feature', () => {
    renderPage();
    expect(screen.queryByRole('link', { name: 'Request Storyboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Storyboard' })).not.toBeInTheDocument();
  });
});
