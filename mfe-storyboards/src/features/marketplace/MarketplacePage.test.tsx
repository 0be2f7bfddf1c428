import { combineSlices } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS, ROLES, TIERS, type Role, type Tier } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { copyStatusBody, fakeMarketplaceApi, searchBody, type ApiRequest, type MarketplaceCall } from '../../testing/fakeMarketplaceApi';
import { listingHit, listingHits } from '../../testing/listings';
import { TEST_API_URL } from '@portal/shared-ui/testing';
import { fakeMountProps, renderWithProviders } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { listingSlice } from './listingSlice';
import { MarketplacePage } from './MarketplacePage';
import { marketplaceSaga } from './sagas';
import { marketplaceSlice } from './slice';

// antd's controls are slow to drive in jsdom, the more so on a busy machine.
jest.setTimeout(40_000);

const reducer = combineSlices(marketplaceSlice, listingSlice);

function renderPage({ role = ROLES.customer, tier = TIERS.Starter, url = '/storyboards?view=marketplace' }: { role?: Role; tier?: Tier | null; url?: string } = {}) {
  const api = fakeMarketplaceApi();
  const mountProps = fakeMountProps({ session: signedInSession(role, tier) });
  renderWithProviders(<MarketplacePage />, { store: { reducer, saga: marketplaceSaga }, mountProps, url, path: '/storyboards' });
  return { api, mountProps };
}

/** The n-th request (1-based) of `call`, once made. */
async function nth(api: ReturnType<typeof fakeMarketplaceApi>, call: MarketplaceCall, n: number): Promise<ApiRequest> {
  await waitFor(() => expect(api.calls(call).length).toBeGreaterThanOrEqual(n), { timeout: 3000 });
  return api.calls(call)[n - 1]!;
}
const gridSearch = async (api: ReturnType<typeof fakeMarketplaceApi>, n = 1): Promise<ApiRequest> => {
  await waitFor(() => expect(api.calls('searchListings').filter((r) => r.params.get('tags') !== 'Popular').length).toBeGreaterThanOrEqual(n), { timeout: 3000 });
  return api.calls('searchListings').filter((r) => r.params.get('tags') !== 'Popular')[n - 1]!;
};
const popularSearch = async (api: ReturnType<typeof fakeMarketplaceApi>, n = 1): Promise<ApiRequest> => {
  await waitFor(() => expect(api.calls('searchListings').filter((r) => r.params.get('tags') === 'Popular').length).toBeGreaterThanOrEqual(n), { timeout: 3000 });
  return api.calls('searchListings').filter((r) => r.params.get('tags') === 'Popular')[n - 1]!;
};
const answer = (req: ApiRequest, status: number, body?: unknown) => act(() => req.answer(status, body));
const grid = () => screen.findByRole('list', { name: MARKETPLACE_TEXTS.gridLabel });
const location = () => screen.getByTestId('location').textContent;

/** Loads the grid with listings 1 to 3 and an empty Popular row, and opens listing `n`'s modal. */
async function openListing(api: ReturnType<typeof fakeMarketplaceApi>, n: number): Promise<HTMLElement> {
  await answer(await popularSearch(api), 200, searchBody([]));
  await answer(await gridSearch(api), 200, searchBody([listingHit(1), listingHit(2, {
      script: { landScapeImageAssetId: 'public/listings/2.jpg' },
      shots: [
        { id: 21, imageAssetId: 'public/shots/21.png', explanationAssetId: null },
        { id: 22, imageAssetId: null, explanationAssetId: null },
      ],
    }), listingHit(3)]));
  await userEvent.click(within(await grid()).getByRole('link', { name: new RegExp(`Listing ${n}`) }));
  return screen.findByRole('dialog', { name: `Listing ${n}` });
}

describe('Marketplace', () => {
  it('shows the Popular row and the grid of tiles: image, title, author, shots, tags', async () => {
    const { api } = renderPage();
    const popular = await popularSearch(api);
    expect(screen.getByRole('status', { name: MARKETPLACE_TEXTS.popularLabel })).toBeInTheDocument();
    await answer(popular, 200, searchBody([listingHit(9, { script: { scriptTitle: 'Grand final', tags: ['Popular', 'Sports'], numberOfShots: 1 } })]));
    const row = await screen.findByRole('list', { name: MARKETPLACE_TEXTS.popularLabel });
    const tile = within(row).getByRole('link');
    expect(tile).toHaveTextContent(/Grand final.*Author 9.*1 shot.*Popular.*Sports/);
    expect(tile).toHaveAttribute('href', '/storyboards?view=marketplace&listing=9');

    await answer(await gridSearch(api), 200, searchBody([listingHit(1, { script: { landScapeImageAssetId: 'public/listings/1.jpg', numberOfShots: 4 } }), listingHit(2), listingHit(3, { script: { landScapeImageAssetId: 'private/eu-1/3.jpg' } })]));
    const [withImage, without, privateImage] = within(await grid()).getAllByRole('link') as [HTMLElement, HTMLElement, HTMLElement];
    expect(withImage).toHaveTextContent(/Listing 1.*Author 1.*4 shots.*Sports/);
    expect(withImage.querySelector('img')).toHaveAttribute('src', `${TEST_API_URL}/storage/public/listings/1.jpg?width=960`);
    expect(withImage.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining(`${TEST_API_URL}/storage/public/listings/1.jpg?width=480 480w`));
    expect(within(without).getByTestId('listing-image-placeholder')).toBeInTheDocument();
    expect(within(privateImage).getByTestId('listing-image-placeholder')).toBeInTheDocument();
    expect(screen.getByText(LABELS.hitTheBottom)).toBeInTheDocument();
  });

  it('loads the next 100 from the number already loaded', async () => {
    const { api } = renderPage();
    await answer(await popularSearch(api), 200, searchBody([]));
    await answer(await gridSearch(api), 200, searchBody(listingHits(1, 100), 120));
    const second = await gridSearch(api, 2);
    expect(Object.fromEntries(second.params)).toEqual({ size: '100', from: '100' });
    await answer(second, 200, searchBody(listingHits(101, 20), 120));
    expect(await screen.findByText(LABELS.hitTheBottom)).toBeInTheDocument();
    expect(within(await grid()).getAllByRole('link')).toHaveLength(120);
    // The Popular row has none: it is not shown at all.
    expect(screen.queryByRole('heading', { name: MARKETPLACE_TEXTS.popularHeading })).not.toBeInTheDocument();
  });

  it('searches by keys after typing stops, and by the predefined tags', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await answer(await popularSearch(api), 200, searchBody([]));
    await answer(await gridSearch(api), 200, searchBody(listingHits(1, 2)));
    await user.type(screen.getByRole('textbox', { name: MARKETPLACE_TEXTS.searchLabel }), 'rugby');
    const byKeys = await gridSearch(api, 2);
    expect(byKeys.params.get('q')).toBe('rugby');
    await answer(byKeys, 200, searchBody([]));
    expect(await screen.findByRole('status')).toHaveTextContent(MARKETPLACE_TEXTS.noneFoundTitle);

    const tags = screen.getByRole('group', { name: MARKETPLACE_TEXTS.tagFilterLabel });
    expect(within(tags).getAllByRole('button', { pressed: false })).toHaveLength(14);
    await user.click(within(tags).getByRole('button', { name: 'QLD' }));
    expect(within(tags).getByRole('button', { name: 'QLD', pressed: true })).toBeInTheDocument();
    const byTags = await gridSearch(api, 3);
    expect(Object.fromEntries(byTags.params)).toEqual({ size: '100', from: '0', q: 'rugby', tags: 'QLD' });

    await user.click(screen.getByRole('button', { name: MARKETPLACE_TEXTS.clearFilter }));
    const cleared = await gridSearch(api, 4);
    expect(Object.fromEntries(cleared.params)).toEqual({ size: '100', from: '0' });
    expect(screen.getByRole('textbox', { name: MARKETPLACE_TEXTS.searchLabel })).toHaveValue('');
  });

  it('shows the error texts with Retry for the grid and the Popular row', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await answer(await popularSearch(api), 500);
    await answer(await gridSearch(api), 500);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining(STORYBOARD_MESSAGES.searchPopularListingsUnexpected), expect.stringContaining(STORYBOARD_MESSAGES.searchListingsUnexpected)]),
    );
    const gridAlert = alerts.find((a) => a.textContent?.includes(STORYBOARD_MESSAGES.searchListingsUnexpected))!;
    await user.click(within(gridAlert).getByRole('button', { name: 'Retry' }));
    await answer(await gridSearch(api, 2), 200, searchBody([listingHit(1)]));
    expect(within(await grid()).getAllByRole('link')).toHaveLength(1);
    const popularAlert = screen.getByRole('alert');
    await user.click(within(popularAlert).getByRole('button', { name: 'Retry' }));
    await answer(await popularSearch(api, 2), 200, searchBody([listingHit(5)]));
    expect(await screen.findByRole('list', { name: MARKETPLACE_TEXTS.popularLabel })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a listing in a modal named in the URL: cover, description, author, tags, Shot Overview; Close closes it', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    const dialog = await openListing(api, 2);
    expect(location()).toBe('/storyboards?view=marketplace&listing=2');
    expect(within(dialog).getByRole('img', { name: 'Listing 2' })).toHaveAttribute('src', `${TEST_API_URL}/storage/public/listings/2.jpg?width=960`);
    expect(within(dialog).getByText('About listing 2')).toBeInTheDocument();
    const author = within(dialog).getByRole('region', { name: MARKETPLACE_TEXTS.author });
    expect(author).toHaveTextContent(/Author 2.*Films for listing 2/);
    expect(within(within(dialog).getByRole('list', { name: MARKETPLACE_TEXTS.tags })).getByText('Sports')).toBeInTheDocument();
    const shots = within(dialog).getByRole('list', { name: MARKETPLACE_TEXTS.shotOverview });
    expect(within(shots).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Shot 1', 'Shot 2']);
    const [first, second] = within(shots).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first.querySelector('img')).toHaveAttribute('src', `${TEST_API_URL}/storage/public/shots/21.png?width=960`);
    expect(within(second).getByTestId('listing-image-placeholder')).toBeInTheDocument();
    expect(api.calls('getListing')).toEqual([]);

    // antd's close icon is named "Close" too; the footer's button comes last.
    await user.click(within(dialog).getAllByRole('button', { name: MARKETPLACE_TEXTS.close }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/storyboards?view=marketplace'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Listing 2' })).not.toBeInTheDocument());
  });

  it('opens a linked listing after a reload, asking the api for it', async () => {
    const { api } = renderPage({ url: '/storyboards?view=marketplace&listing=31' });
    const get = await nth(api, 'getListing', 1);
    expect(get.path).toBe('/proxy/v1/customers/42/listings/31');
    await answer(get, 200, { result: listingHit(31) });
    expect(await screen.findByRole('dialog', { name: 'Listing 31' })).toHaveTextContent('Author 31');
  });

  it('adds the listing to the account behind a progress dialog, then opens the new storyboard', async () => {
    const user = userEvent.setup();
    const { api, mountProps } = renderPage();
    const dialog = await openListing(api, 3);
    await user.click(within(dialog).getByRole('button', { name: MARKETPLACE_TEXTS.addToAccount }));
    const copy = await nth(api, 'copyListing', 1);
    expect(copy.path).toBe('/proxy/v1/customers/42/listings/3/copy-script');
    expect(await screen.findByText(MARKETPLACE_TEXTS.addingToAccount)).toBeInTheDocument();
    await answer(copy, 200, { result: { id: 40 } });
    await answer(await nth(api, 'getCopyRequest', 1), 200, copyStatusBody(40, 'Completed', { scriptId: 77 }));
    await waitFor(() => expect(mountProps.navigate).toHaveBeenCalledWith('/storyboards/77'));
  });

  it("shows a failed copy's error in the modal", async () => {
    const user = userEvent.setup();
    const { api, mountProps } = renderPage();
    const dialog = await openListing(api, 3);
    await user.click(within(dialog).getByRole('button', { name: MARKETPLACE_TEXTS.addToAccount }));
    await answer(await nth(api, 'copyListing', 1), 200, { result: { id: 40 } });
    await answer(await nth(api, 'getCopyRequest', 1), 200, copyStatusBody(40, 'Failed'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STORYBOARD_MESSAGES.addToAccountFailed);
    await waitFor(() => expect(screen.getByText(MARKETPLACE_TEXTS.addingToAccount)).not.toBeVisible());
    expect(mountProps.navigate).not.toHaveBeenCalled();
  });

  it('offers a Beginner the upgrade path instead of "Add to account"', async () => {
    const user = userEvent.setup();
    const { api, mountProps } = renderPage({ tier: TIERS.Beginner });
    const dialog = await openListing(api, 1);
    expect(within(dialog).queryByRole('button', { name: MARKETPLACE_TEXTS.addToAccount })).not.toBeInTheDocument();
    const upgrade = within(dialog).getByRole('region', { name: `${MARKETPLACE_TEXTS.upgradeTitle} upgrade` });
    expect(upgrade).toHaveTextContent(MARKETPLACE_TEXTS.upgradeDescription);
    await user.click(within(upgrade).getByRole('link', { name: LABELS.upgradeNow }));
    expect(mountProps.navigate).toHaveBeenCalledWith('/subscription');
    expect(api.calls('copyListing')).toEqual([]);
  });

  it('offers "Add to account" to an admin, who has every feature', async () => {
    const { api } = renderPage({ role: ROLES.admin, tier: null });
    const dialog = await openListing(api, 1);
    expect(within(dialog).getByRole('button', { name: MARKETPLACE_TEXTS.addToAccount })).toBeEnabled();
    expect(within(dialog).queryByTestId('upgrade-panel')).not.toBeInTheDocument();
  });
});
