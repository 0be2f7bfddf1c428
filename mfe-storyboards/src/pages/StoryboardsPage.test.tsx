import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRIEF_TEXTS, MARKETPLACE_TEXTS } from '@portal/shared-contracts/storyboards';
import { fakeMarketplaceApi, searchBody } from '../testing/fakeMarketplaceApi';
import { listingHit } from '../testing/listings';
import { fakeMountProps, renderWithProviders } from '../testing/renderWithProviders';
import { signedInSession } from '../testing/sessions';
import { storyboardHit } from '../testing/storyboards';
import { STORYBOARD_LIST_TEXTS } from '../messages';
import { reducer, rootSaga } from '../store';
import StoryboardsPage from './StoryboardsPage';

jest.setTimeout(40_000);

function renderPage(url: string) {
  const api = fakeMarketplaceApi();
  renderWithProviders(<StoryboardsPage />, { store: { reducer, saga: rootSaga }, mountProps: fakeMountProps({ session: signedInSession() }), url, path: '/storyboards' });
  return api;
}
const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/storyboards tabs', () => {
  it('opens on My Storyboards, as the page was, and asks nothing of the marketplace', async () => {
    const api = renderPage('/storyboards');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab(MARKETPLACE_TEXTS.myStoryboardsTab)).toHaveAttribute('aria-selected', 'true');
    expect(tab(MARKETPLACE_TEXTS.marketplaceTab)).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('heading', { level: 1, name: 'Storyboards' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('searchScripts')).toHaveLength(1));
    act(() => api.calls('searchScripts')[0]!.answer(200, searchBody([storyboardHit(7)])));
    expect(await within(panel).findByRole('link', { name: /Storyboard 7/ })).toHaveAttribute('href', '/storyboards/7');
    expect(api.calls('searchListings')).toEqual([]);
  });

  it('switches to the Marketplace, keeping the tab in the URL, and back', async () => {
    const user = userEvent.setup();
    const api = renderPage('/storyboards');
    await user.click(tab(MARKETPLACE_TEXTS.marketplaceTab));
    expect(location()).toBe('/storyboards?view=marketplace');
    expect(tab(MARKETPLACE_TEXTS.marketplaceTab)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: MARKETPLACE_TEXTS.searchLabel })).toBeInTheDocument();
    // Only the shown tab is mounted.
    expect(screen.queryByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('searchListings')).toHaveLength(2));

    await user.click(tab(MARKETPLACE_TEXTS.myStoryboardsTab));
    expect(location()).toBe('/storyboards');
    expect(await screen.findByRole('textbox', { name: STORYBOARD_LIST_TEXTS.searchKeys })).toBeInTheDocument();
  });

  it('opens on the Marketplace when the URL names it (a reload or a link), with the listing named there', async () => {
    const user = userEvent.setup();
    const api = renderPage('/storyboards?view=marketplace&listing=4');
    expect(tab(MARKETPLACE_TEXTS.marketplaceTab)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.calls('getListing')).toHaveLength(1));
    act(() => api.calls('getListing')[0]!.answer(200, { result: listingHit(4) }));
    const dialog = await screen.findByRole('dialog', { name: 'Listing 4' });
    expect(within(dialog).getByText('Author 4')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: MARKETPLACE_TEXTS.close }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/storyboards?view=marketplace'));
  });

  it("offers Create Brief in My Storyboards' search bar, opening the brief's modal (001 §2)", async () => {
    const user = userEvent.setup();
    renderPage('/storyboards');
    const search = within(screen.getByRole('tabpanel')).getByRole('search');
    await user.click(within(search).getByRole('button', { name: BRIEF_TEXTS.createBrief }));
    // The modal's chunk loads at this first opening. Under test antd gives its generated ids one
    // value ("test-id"), which the page's other widgets carry too: the dialog is known by its form.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('form', { name: BRIEF_TEXTS.createBrief })).toBeInTheDocument();
  });
});
