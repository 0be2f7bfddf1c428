import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ANALYTICS_EVENTS, DELAYS_MS, LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { type AiStoryboardRecord } from '@portal/shared-contracts/deepstory';
import { aiRecord } from '../../testing/aiRecords';
import { fakeAiApi, fail, ok, type FakeAiApi, type Reply } from '../../testing/fakeAiApi';
import { renderAt } from '../../testing/renderAt';
import { USER_SUB } from '../../testing/sessions';

jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

const SERIES = '/deepstory/discovery/series?user_id=42';
const signed = (assetIds: string[]) =>
  assetIds.map((assetId) => ({ assetId, url: `https://cdn.test/${assetId}?sig=1`, thumbnailUrl: null, streamUrl: null, downloadUrl: `https://cdn.test/${assetId}?dl=1`, expiresAt: '2999-01-01T00:00:00.000Z' }));

function serveListing(api: FakeAiApi, records: AiStoryboardRecord[] | (() => Reply)): void {
  api.on('GET', '/ai/getAIStoryboards', typeof records === 'function' ? records : ok(records));
  api.on('POST', '/proxy/v1/customers/42/asset-urls', (request) => ok(signed((request.body as { assetIds: string[] }).assetIds)));
}

const twoSeries = (): AiStoryboardRecord[] => [
  aiRecord(21, { series_id: 7, series_title: 'Match day', date_created: '2025-04-02T09:00:00.000Z' }),
  aiRecord(22, { series_id: 7, series_title: 'Match day', date_created: '2025-04-02T09:00:00.000Z', title: 'Behind the scenes', image_process_status: 4 }),
  aiRecord(23, { series_id: 7, series_title: 'Match day', date_created: '2025-04-02T09:00:00.000Z', storyboard_process_status: 2, image_process_status: 0, storyboard_image_asset_id: null }),
  aiRecord(11, { series_id: 3, series_title: 'Volunteer drive', storyboard_image_asset_id: null }),
];

async function openSeries(api: FakeAiApi, user: UserEvent = userEvent.setup({ delay: null })) {
  const view = renderAt(SERIES);
  await screen.findByRole('heading', { level: 1, name: 'STORYBOARD AI' });
  return { ...view, user, api };
}

describe('Series history (002 §2 STORYBOARD AI)', () => {
  it('shows the storyboards by series with title, date, cover, select box and link; generating ones as placeholders', async () => {
    const api = fakeAiApi();
    serveListing(api, twoSeries());
    await openSeries(api);
    expect(document.title).toContain('Storyboard Concepts');
    const matchDay = await screen.findByRole('region', { name: 'Match day' });
    expect(within(matchDay).getByRole('heading', { level: 2, name: 'Match day' })).toBeInTheDocument();
    expect(within(matchDay).getByText('Created 2nd April 2025')).toBeInTheDocument();
    const row = within(matchDay).getByRole('list', { name: 'Storyboards of Match day' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(within(row).getByRole('link', { name: 'Storyboard 21' })).toHaveAttribute('href', '/deepstory/discovery/series/storyboard?user_id=42&id=21');
    expect(within(row).getByRole('checkbox', { name: 'Select Behind the scenes' })).not.toBeChecked();
    expect(within(row).getByRole('status')).toHaveTextContent('Generating storyboard...');
    expect(screen.getByRole('region', { name: 'Volunteer drive' })).toBeInTheDocument();

    // Covers: the signed image; the default image when images failed (status 4) or there is none.
    await waitFor(() => expect(row.querySelectorAll('img')[0]).toHaveAttribute('src', 'https://cdn.test/private/user-1/ai/21/cover.png?sig=1'));
    expect(row.querySelectorAll('img')[1]).toHaveAttribute('src', 'http://api.test/storage/public/defaults/shot-1.png');
    const signing = api.to('POST', '/proxy/v1/customers/42/asset-urls');
    expect(signing.map((r) => r.body)).toEqual([{ assetIds: ['private/user-1/ai/21/cover.png'] }]);
  });

  it('falls back to the default image when a cover does not load', async () => {
    const api = fakeAiApi();
    serveListing(api, [aiRecord(21)]);
    await openSeries(api);
    const row = await screen.findByRole('list', { name: 'Storyboards of Volunteer drive' });
    await waitFor(() => expect(row.querySelector('img')).toHaveAttribute('src', expect.stringContaining('cdn.test')));
    fireEvent.error(row.querySelector('img')!);
    expect(row.querySelector('img')).toHaveAttribute('src', 'http://api.test/storage/public/defaults/shot-1.png');
  });

  it('shows the default image and says so when the api will not sign a cover', async () => {
    const api = fakeAiApi();
    serveListing(api, [aiRecord(21)]);
    api.on('POST', '/proxy/v1/customers/42/asset-urls', fail(403, 'FOREIGN_PRIVATE_ASSET', 'Not yours'));
    await openSeries(api);
    const row = await screen.findByRole('list', { name: 'Storyboards of Volunteer drive' });
    expect(await within(row).findByText('Error fetching signed URL. Please try again.')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', 'http://api.test/storage/public/defaults/shot-1.png');
  });

  it('shows the kept listing first, then the api’s, and keeps the new one', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.SERIES_LISTING, JSON.stringify({ userId: 42, records: [aiRecord(5, { title: 'Kept one' })] }));
    const api = fakeAiApi();
    let answer: (reply: Reply) => void = () => undefined;
    serveListing(api, () => new Promise<Reply>((resolve) => (answer = resolve)) as unknown as Reply);
    await openSeries(api);
    expect(await screen.findByRole('link', { name: 'Kept one' })).toBeInTheDocument();
    await act(async () => answer(ok([aiRecord(6, { title: 'Fresh one' })])));
    expect(await screen.findByRole('link', { name: 'Fresh one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kept one' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.SERIES_LISTING)!)).toMatchObject({ userId: 42, records: [{ id: 6, title: 'Fresh one' }] });
  });

  it('says "No storyboards available." for an empty history', async () => {
    const api = fakeAiApi();
    serveListing(api, []);
    await openSeries(api);
    expect(await screen.findByText('No storyboards available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('toasts a list error with its message and tracks it as "AI Storyboard Error"', async () => {
    const api = fakeAiApi();
    serveListing(api, () => fail(500, 'DB_DOWN', 'The listing could not be read'));
    const { mountProps } = await openSeries(api);
    await waitFor(() => expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: 'The listing could not be read' }]));
    expect(mountProps.bus.published('analytics/tracked')).toEqual([
      { name: ANALYTICS_EVENTS.aiStoryboardError, properties: { error_code: 'DB_DOWN', error_message: 'The listing could not be read' } },
    ]);
  });

  it('shows placeholders for requests being generated that the listing does not hold yet', async () => {
    localStorage.setItem(`${LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS}:${USER_SUB}`, JSON.stringify(['31', '32']));
    const api = fakeAiApi();
    serveListing(api, []);
    api.on('GET', '/ai/checkGenerationStatus', ok([31, 32].map((id) => ({ id, storyboard_process_status: 1, image_process_status: 0, error_code: null, error_message: null }))));
    await openSeries(api);
    expect(await screen.findAllByText('Generating storyboard...')).toHaveLength(2);
    expect(screen.getAllByRole('status').filter((s) => s.textContent?.includes('Generating storyboard...'))).toHaveLength(2);
    expect(screen.queryByText('No storyboards available.')).not.toBeInTheDocument();
  });

  it('edits the series and storyboard titles, refusing blank ones, and saves only the changes', async () => {
    const api = fakeAiApi();
    serveListing(api, [aiRecord(1), aiRecord(2)]);
    api.on('POST', '/ai/updateStoryboardTitle', ok({ updated: 2 }));
    const { user, mountProps } = await openSeries(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const seriesTitle = screen.getByRole('textbox', { name: 'Series title of Volunteer drive' });
    const first = screen.getByRole('textbox', { name: 'Storyboard title of Storyboard 1' });
    await user.clear(seriesTitle);
    await user.clear(first);
    expect(screen.getByText('Series title is required')).toBeInTheDocument();
    expect(screen.getByText('Storyboard title is required')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('Storyboard title is required');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please make sure all titles contain text.');
    expect(api.to('POST', '/ai/updateStoryboardTitle')).toHaveLength(0);

    await user.click(seriesTitle);
    await user.paste('Drive 2025');
    await user.click(first);
    await user.paste('Opening');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Opening' })).toBeInTheDocument());
    expect(api.to('POST', '/ai/updateStoryboardTitle')[0]!.body).toEqual({
      data: { user_id: 42, series: [{ series_id: 1, series_title: 'Drive 2025' }], storyboards: [{ id: 1, title: 'Opening' }] },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Drive 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'success', message: 'Changes saved successfully.' }]);
  });

  it('keeps edit mode with the series save error when the save fails', async () => {
    const api = fakeAiApi();
    serveListing(api, [aiRecord(1)]);
    api.on('POST', '/ai/updateStoryboardTitle', fail(500, 'DB_DOWN', 'Down'));
    const { user, mountProps } = await openSeries(api);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('textbox', { name: 'Storyboard title of Storyboard 1' }));
    await user.paste(' again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'error', message: 'An error occurred while saving changes. Please try again.' }]));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('deletes the selected storyboards after a confirm, then reloads the list 3 s later', async () => {
    const api = fakeAiApi();
    const listings = [[aiRecord(1), aiRecord(2)], [aiRecord(2)]];
    let loads = 0;
    serveListing(api, () => ok(listings[Math.min(loads++, 1)]));
    api.on('DELETE', '/ai/deleteAIStoryboards', ok({ deleted: 1 }));
    const { user, mountProps } = await openSeries(api);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Storyboard 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete storyboards' });
    expect(dialog).toHaveTextContent('Delete the 1 selected storyboard(s)? This cannot be undone.');

    jest.useFakeTimers({ advanceTimers: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Storyboard 1' })).not.toBeInTheDocument());
    expect(api.to('DELETE', '/ai/deleteAIStoryboards')[0]!.body).toEqual({ data: { request_ids: [1], user_id: 42 } });
    expect(mountProps.bus.published('toast/requested')).toEqual([{ kind: 'success', message: 'Storyboard(s) deleted successfully' }]);
    expect(api.to('GET', '/ai/getAIStoryboards')).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(DELAYS_MS.DELETE_REFRESH));
    await waitFor(() => expect(api.to('GET', '/ai/getAIStoryboards')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says the user id is invalid for a user_id that is no id', async () => {
    const api = fakeAiApi();
    serveListing(api, []);
    renderAt('/deepstory/discovery/series?user_id=abc');
    expect(await screen.findByText('Invalid user ID.')).toBeInTheDocument();
  });

  it('puts the customer’s own id in the address when none is given', async () => {
    const api = fakeAiApi();
    serveListing(api, []);
    renderAt('/deepstory/discovery/series');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(SERIES));
    await waitFor(() => expect(api.to('GET', '/ai/getAIStoryboards')[0]?.query.get('user_id')).toBe('42'));
  });
});
